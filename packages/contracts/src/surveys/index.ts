import { z } from 'zod';

/**
 * Surveys (spec §9: the visitor survey 200417, the seminar survey 20041722). A survey is
 * answered once per registration request: the seminar survey for a seminar request, the
 * visitor survey for a visitor pre-registration. Questions are single choice, multiple
 * choice or free text; texts are in the three languages.
 */
export const SURVEY_IDS = { visitor: 200417, seminar: 20041722 } as const;
export const SURVEY_KINDS = ['visitor', 'seminar'] as const;
export type SurveyKind = (typeof SURVEY_KINDS)[number];
export const QUESTION_KINDS = ['single', 'multiple', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const SURVEY_LIMITS = { textMax: 500, latestTexts: 20 } as const;

const trilingual = z.object({ 'zh-Hans': z.string(), 'zh-Hant': z.string(), en: z.string() });

export const surveyOptionSchema = z.object({ code: z.string(), text: trilingual });
export const surveyQuestionSchema = z.object({
  code: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  text: trilingual,
  options: z.array(surveyOptionSchema),
  /** Multiple choice: at most this many options (null: any number). */
  maxChoices: z.number().int().nullable(),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  id: z.number().int(),
  exhibitionId: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  title: trilingual,
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** One answer per question code: an option code, option codes, or text. */
export const surveyAnswerValue = z.union([
  z.string().max(SURVEY_LIMITS.textMax),
  z.array(z.string()).max(50),
]);
export const surveyAnswersBody = z.object({ answers: z.record(z.string(), surveyAnswerValue) });
export type SurveyAnswers = Record<string, string | string[]>;

/** GET register/rest/request/{requestId}/visitors/survey/{surveyId}: the survey and your answers. */
export const surveyWithAnswersSchema = z.object({
  survey: surveySchema,
  requestId: z.number().int(),
  answers: z.record(z.string(), z.union([z.string(), z.array(z.string())])).nullable(),
  answeredAt: z.string().nullable(),
});
export type SurveyWithAnswers = z.infer<typeof surveyWithAnswersSchema>;

export const surveyAnswerParams = z.object({
  surveyId: z.coerce.number().int().positive(),
  requestId: z.coerce.number().int().positive(),
});
export const surveyIdParams = z.object({ surveyId: z.coerce.number().int().positive() });

/** GET portal/rest/surveys/stats/answer/{surveyId}: counts per option, the latest free texts. */
export const surveyStatsSchema = z.object({
  survey: surveySchema,
  responses: z.number().int(),
  questions: z.array(
    z.object({
      code: z.string(),
      answered: z.number().int(),
      options: z.array(z.object({ code: z.string(), count: z.number().int() })),
      latestTexts: z.array(z.string()),
    }),
  ),
});
export type SurveyStats = z.infer<typeof surveyStatsSchema>;

/**
 * Checks answers against the questions: known questions only, required ones answered,
 * single choice one known option, multiple choice distinct known options (at most
 * maxChoices), text trimmed and not longer than the limit. Answers the cleaned answers or
 * the code of the first question that is wrong.
 */
export function checkSurveyAnswers(
  questions: SurveyQuestion[],
  answers: SurveyAnswers,
): { ok: true; answers: SurveyAnswers } | { ok: false; question: string } {
  const byCode = new Map(questions.map((q) => [q.code, q]));
  for (const code of Object.keys(answers)) if (!byCode.has(code)) return { ok: false, question: code };
  const clean: SurveyAnswers = {};
  for (const q of questions) {
    const value = answers[q.code];
    const known = new Set(q.options.map((o) => o.code));
    if (q.kind === 'single') {
      if (value === undefined || value === '') {
        if (q.required) return { ok: false, question: q.code };
        continue;
      }
      if (typeof value !== 'string' || !known.has(value)) return { ok: false, question: q.code };
      clean[q.code] = value;
    } else if (q.kind === 'multiple') {
      const list = value === undefined ? [] : value;
      if (!Array.isArray(list)) return { ok: false, question: q.code };
      const distinct = [...new Set(list)];
      if (distinct.some((c) => !known.has(c))) return { ok: false, question: q.code };
      if (q.maxChoices !== null && distinct.length > q.maxChoices) return { ok: false, question: q.code };
      if (distinct.length === 0) {
        if (q.required) return { ok: false, question: q.code };
        continue;
      }
      clean[q.code] = q.options.map((o) => o.code).filter((c) => distinct.includes(c));
    } else {
      if (value !== undefined && typeof value !== 'string') return { ok: false, question: q.code };
      const text = (value ?? '').trim();
      if (text.length > SURVEY_LIMITS.textMax) return { ok: false, question: q.code };
      if (!text) {
        if (q.required) return { ok: false, question: q.code };
        continue;
      }
      clean[q.code] = text;
    }
  }
  return { ok: true, answers: clean };
}
