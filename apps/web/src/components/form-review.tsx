import { Alert, Button, Descriptions, Grid } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from './user-text';
import './form-review.css';

/** One line of the review: a label and what was typed, or the pictures picked (as thumbnails). */
export interface ReviewItem {
  key: string;
  label: string;
  /** Text the person typed (shown as their own text) or a label already translated. */
  value?: ReactNode;
  pictures?: { url: string | null; name: string }[];
}

/** Whether the person filled the item (an optional field left empty is not listed). */
function filled(item: ReviewItem) {
  if (item.pictures) return item.pictures.length > 0;
  return item.value !== undefined && item.value !== null && item.value !== '';
}

/** A section of the form as it was filled, with its "edit" that goes back to it. */
export interface ReviewSection {
  key: string;
  title: string;
  items: ReviewItem[];
  onEdit: () => void;
}

/**
 * The review before a form is sent (issue 24), the pattern of the exhibitor application's final
 * confirmation (exhibitor-services ApplicationSummary): each section of the form with its title,
 * every field filled in it (an optional one left empty is not listed) and an "edit" that goes
 * back to it; then one confirm that sends.
 * The form stays mounted (hidden) behind it, so going back keeps every value. The confirm sends
 * once however often it is pressed (it stays locked once sent); a failure is shown here and the
 * form keeps everything.
 */
export function FormReview({
  title,
  sections,
  error,
  confirmLabel,
  onConfirm,
  onBack,
}: {
  title?: string;
  sections: ReviewSection[];
  error?: string | null;
  confirmLabel: string;
  /** Sends; the confirm waits for its answer before it can send again. */
  onConfirm: () => Promise<unknown>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  // On a phone each label stands above its value (a narrow label column wrapped every word).
  const phone = Grid.useBreakpoint().sm === false;
  // The keyboard and a screen reader land on the review, not on a field now hidden.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      await onConfirm();
      // Sent: the confirm stays locked until the page moves on (a second tap of a double tap
      // that comes after a quick answer sends nothing).
    } catch {
      // The caller shows its own error; the form keeps every value; the confirm may be pressed again.
      sending.current = false;
      setPending(false);
    }
  };
  return (
    <section className="form-review" data-testid="form-review" aria-labelledby="form-review-title">
      <h2 id="form-review-title" ref={heading} tabIndex={-1} className="form-review__title">
        {title ?? t('review.title')}
      </h2>
      <p className="form-review__hint">{t('review.hint')}</p>
      {sections
        .map((s) => ({ ...s, items: s.items.filter(filled) }))
        .filter((s) => s.items.length > 0)
        .map((s) => (
          <Descriptions
            key={s.key}
            className="form-review__section"
            title={<h3 className="form-review__section-title">{s.title}</h3>}
            extra={
              <Button
                size="small"
                type="link"
                onClick={s.onEdit}
                aria-label={t('review.editSection', { section: s.title })}
              >
                {t('review.edit')}
              </Button>
            }
            size="small"
            bordered
            layout={phone ? 'vertical' : 'horizontal'}
            column={1}
            items={s.items.map((item) => ({
              key: item.key,
              label: item.label,
              children: item.pictures ? (
                <span className="form-review__pictures">
                  {item.pictures.map((p) =>
                    p.url ? (
                      <img key={p.url} src={p.url} alt={p.name} className="form-review__thumb" />
                    ) : (
                      <span key={p.name}>{t('review.uploaded')}</span>
                    ),
                  )}
                </span>
              ) : typeof item.value === 'string' ? (
                <UserText>{item.value}</UserText>
              ) : (
                item.value
              ),
            }))}
          />
        ))}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <div className="form-review__actions">
        <Button size="large" onClick={onBack} disabled={pending}>
          {t('review.back')}
        </Button>
        <Button type="primary" size="large" loading={pending} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </section>
  );
}
