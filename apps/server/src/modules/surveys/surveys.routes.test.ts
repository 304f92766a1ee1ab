import { ErrorCode, FAIR, SURVEY_IDS, type SurveyStats, type SurveyWithAnswers } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { surveyAnswers, visitorRegistrations } from '../../db/schema';
import { buildOrganizer } from '../../test/factories';
import { TestClient, useTestApp } from '../../test/harness';
import { orderedRequest } from '../invoices/invoices.factories';
import { attendee, buildSeminar, draftRequest, registrant } from '../seminars/seminars.factories';

const ctx = useTestApp();
const answerUrl = (survey: number, request: number) => `/register/rest/answers/visitor/${survey}/${request}`;
const readUrl = (survey: number, request: number) =>
  `/register/rest/request/${request}/visitors/survey/${survey}`;
const statsUrl = (survey: number) => `/portal/rest/surveys/stats/answer/${survey}`;
const S = SURVEY_IDS.seminar;

const good = {
  source: 'wechat',
  topics: ['market', 'materials'],
  usefulness: 'very',
  suggestion: '  希望增加工厂参观  ',
};

describe('the surveys', () => {
  it('are reference data in three languages with single, multiple and free-text questions', async () => {
    const { client, request } = await orderedRequest(ctx, 1);
    const res = await client.get(readUrl(S, request.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as SurveyWithAnswers;
    expect(data.answers).toBeNull();
    expect(data.survey.title.en).toBe('Seminar survey');
    expect(new Set(data.survey.questions.map((q) => q.kind))).toEqual(
      new Set(['single', 'multiple', 'text']),
    );
    for (const q of data.survey.questions) {
      expect(q.text['zh-Hans'] && q.text['zh-Hant'] && q.text.en).toBeTruthy();
    }
  });
});

describe('answers', () => {
  it('are checked against the questions', async () => {
    const { client, request } = await orderedRequest(ctx, 1);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...good, source: 'radio' }, 'source'],
      [{ ...good, source: ['wechat'] }, 'source'],
      [{ ...good, topics: ['market', 'astrology'] }, 'topics'],
      [{ ...good, topics: [] }, 'topics'],
      [{ ...good, usefulness: undefined }, 'usefulness'],
      [{ ...good, extra: 'x' }, 'extra'],
      [{ ...good, suggestion: ['a'] }, 'suggestion'],
    ];
    for (const [answers, question] of cases) {
      const res = await client.post(answerUrl(S, request.id), { answers });
      expect(res.status, question).toBe(400);
      expect(res.body.errorCode).toBe(ErrorCode.SURVEY_ANSWER_INVALID);
      expect(res.body.errorMsg).toContain(question);
    }
    const long = await client.post(answerUrl(S, request.id), {
      answers: { ...good, suggestion: 'x'.repeat(501) },
    });
    expect(long.status).toBe(400);
    expect(await ctx.db.select().from(surveyAnswers)).toHaveLength(0);
  });

  it('are stored once per request: a second answer is refused and the first kept', async () => {
    const { client, request } = await orderedRequest(ctx, 1);
    const [a, b] = await Promise.all([
      client.post(answerUrl(S, request.id), { answers: good }),
      client.post(answerUrl(S, request.id), { answers: { ...good, usefulness: 'average' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const first = (a.status === 200 ? a : b).body.data as SurveyWithAnswers;
    const refused = a.status === 200 ? b : a;
    expect(refused.body.errorCode).toBe(ErrorCode.SURVEY_ALREADY_ANSWERED);
    expect(first.answers).toMatchObject({
      source: 'wechat',
      topics: ['materials', 'market'],
      suggestion: '希望增加工厂参观',
    });
    const later = await client.post(answerUrl(S, request.id), {
      answers: { ...good, usefulness: 'little', suggestion: '' },
    });
    expect(later.status).toBe(409);
    expect(later.body.errorMsg).toBe('您已提交过这份问卷，每次登记只能作答一次');
    const rows = await ctx.db.select().from(surveyAnswers);
    expect(rows).toHaveLength(1);
    const read = (await client.get(readUrl(S, request.id))).body.data as SurveyWithAnswers;
    expect(read.answers).toEqual(first.answers);
    expect(read.answers?.usefulness).not.toBe('little');
    expect(read.answeredAt).not.toBeNull();
  });

  it("belong to the request's owner; a draft request cannot answer yet", async () => {
    const { request } = await orderedRequest(ctx, 1);
    const other = await registrant(ctx);
    const res = await other.client.post(answerUrl(S, request.id), { answers: good });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe(ErrorCode.SURVEY_REQUEST_NOT_FOUND);
    expect((await other.client.get(readUrl(S, request.id))).status).toBe(404);
    expect((await new TestClient(ctx.app).post(answerUrl(S, request.id), { answers: good })).status).toBe(
      401,
    );
    expect((await other.client.post(answerUrl(999, request.id), { answers: good })).body.errorCode).toBe(
      ErrorCode.SURVEY_NOT_FOUND,
    );
    const draft = await draftRequest(other.client, other.user.id, [attendee()]);
    const early = await other.client.post(answerUrl(S, draft.id), { answers: good });
    expect(early.body.errorCode).toBe(ErrorCode.SEMINAR_REQUEST_STATE);
  });

  it("of the visitor survey name the visitor's pre-registration", async () => {
    await buildSeminar(ctx);
    const { user, client } = await registrant(ctx, 'en');
    const [reg] = await ctx.db
      .insert(visitorRegistrations)
      .values({
        exhibitionId: FAIR.exhibitionId,
        userId: user.id,
        form: 'domestic',
        lang: 'en',
        email: 'buyer@example.com',
        idKind: 'idCard',
        idHash: 'hash-1',
        idLast6: '12345X',
        consentAt: new Date(),
      })
      .returning();
    if (!reg) throw new Error('no registration');
    const V = SURVEY_IDS.visitor;
    const tooMany = await client.post(answerUrl(V, reg.id), {
      answers: {
        purpose: 'purchase',
        role: 'decide',
        products: ['toilet', 'facial', 'towels', 'wipes', 'pulp', 'adult'],
      },
    });
    expect(tooMany.body.errorCode).toBe(ErrorCode.SURVEY_ANSWER_INVALID);
    const ok = await client.post(answerUrl(V, reg.id), {
      answers: { purpose: 'purchase', role: 'decide', products: ['wipes', 'toilet'] },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const twice = await client.post(answerUrl(V, reg.id), {
      answers: { purpose: 'research', role: 'none', products: ['pulp'] },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe(ErrorCode.SURVEY_ALREADY_ANSWERED);
    const read = (await client.get(readUrl(V, reg.id))).body.data as SurveyWithAnswers;
    expect(read.answers).toEqual({ purpose: 'purchase', role: 'decide', products: ['toilet', 'wipes'] });
    const other = await registrant(ctx);
    expect((await other.client.post(answerUrl(V, reg.id), { answers: {} })).status).toBe(404);
  });
});

describe('the stats', () => {
  it('count the answers per option for the organizer only', async () => {
    const first = await orderedRequest(ctx, 1);
    await first.client.post(answerUrl(S, first.request.id), { answers: good });
    const { user, client } = await registrant(ctx);
    const second = await draftRequest(client, user.id, [attendee()]);
    await client.put(`/register/rest/request/${second.id}/complete`);
    await client.post(answerUrl(S, second.id), {
      answers: { source: 'wechat', topics: ['market'], usefulness: 'useful', suggestion: '时间再长一点' },
    });

    expect((await first.client.get(statsUrl(S))).status).toBe(403);
    expect((await new TestClient(ctx.app).get(statsUrl(S))).status).toBe(401);
    const { client: org } = await buildOrganizer(ctx);
    const res = await org.get(statsUrl(S));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stats = res.body.data as SurveyStats;
    expect(stats.responses).toBe(2);
    const q = (code: string) => stats.questions.find((x) => x.code === code);
    const counts = (code: string) =>
      Object.fromEntries((q(code)?.options ?? []).map((o) => [o.code, o.count]));
    expect(counts('source')).toEqual({ website: 0, wechat: 2, association: 0, colleague: 0, other: 0 });
    expect(counts('topics')).toMatchObject({ market: 2, materials: 1, energy: 0 });
    expect(counts('usefulness')).toMatchObject({ very: 1, useful: 1, average: 0 });
    expect(q('suggestion')).toMatchObject({ answered: 2 });
    expect(q('suggestion')?.latestTexts.sort()).toEqual(['希望增加工厂参观', '时间再长一点'].sort());
    expect((await org.get(statsUrl(12345))).status).toBe(404);
  });
});
