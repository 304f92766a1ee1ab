import { FAIR, type VisitorRegistration } from '@cidpex/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { UserText } from '../../../components/user-text';
import { useQrCode } from '../../../lib/use-qr-code';
import { type BadgeFace, badgePdf, badgePng, fairIcs, saveFile } from './badge-files';

/**
 * The e-badge of an approved visitor: a QR code of the badge code (what the check-in screen
 * reads), name, company, fair and dates. Fills a phone screen; prints alone on A6.
 */
export function EBadge({ registration }: { registration: VisitorRegistration }) {
  const { t } = useTranslation('visitors');
  const name = registration.name ?? [registration.firstName, registration.lastName].filter(Boolean).join(' ');
  const code = registration.badgeCode ?? '';
  return (
    <div className="visitor-badge-wrap">
      <section className="visitor-badge" aria-label={t('badge.label')} data-testid="e-badge">
        <p className="visitor-badge__fair">{t('badge.fair', { edition: FAIR.edition })}</p>
        {/* Each part stays whole when the line wraps on a phone (never "09:00–" / "17:00"). */}
        <p className="visitor-badge__dates">
          <span className="visitor-badge__part">{t('common:fair.dates')}</span> ·{' '}
          <span className="visitor-badge__part">
            {FAIR.openTime}–{FAIR.closeTime}
          </span>{' '}
          · <span className="visitor-badge__part">{t('badge.venue')}</span>
        </p>
        <QrCode value={`CIDPEX:${code}`} size={200} className="visitor-badge__qr" />
        <p className="visitor-badge__code">{code}</p>
        <p className="visitor-badge__name">
          <UserText>{name}</UserText>
        </p>
        <p className="visitor-badge__company">
          <UserText>{registration.company}</UserText>
        </p>
        <p className="visitor-badge__role">{t('badge.role')}</p>
      </section>
      <BadgeActions
        face={{
          fair: t('badge.fair', { edition: FAIR.edition }),
          dates: `${t('common:fair.dates')} · ${FAIR.openTime}–${FAIR.closeTime}`,
          code,
          name,
          company: registration.company ?? '',
          role: t('badge.role'),
        }}
      />
    </div>
  );
}

/** Print, save as a picture (for the photos or a wallet app), a PDF and the fair days in a calendar. */
function BadgeActions({ face }: { face: Omit<BadgeFace, 'qrSrc'> }) {
  const { t } = useTranslation('visitors');
  const qrSrc = useQrCode(`CIDPEX:${face.code}`);
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [failed, setFailed] = useState(false);
  const file = async (kind: 'png' | 'pdf') => {
    if (!qrSrc) return;
    setBusy(kind);
    setFailed(false);
    try {
      const blob = kind === 'png' ? await badgePng({ ...face, qrSrc }) : await badgePdf({ ...face, qrSrc });
      saveFile(blob, `CIDPEX-badge-${face.code}.${kind}`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const calendar = () => {
    const ics = fairIcs({
      startDate: FAIR.startDate,
      endDate: FAIR.endDate,
      openTime: FAIR.openTime,
      closeTime: FAIR.closeTime,
      title: face.fair,
      location: t('badge.venue'),
      description: t('badge.calendarNote', { code: face.code }),
      uid: `cidpex-${FAIR.exhibitionId}-${face.code}@cidpex.cn`,
    });
    saveFile(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), `CIDPEX-${FAIR.startDate}.ics`);
  };
  return (
    <div className="visitor-badge__actions">
      <Space wrap>
        <Button type="primary" loading={busy === 'png'} disabled={!qrSrc} onClick={() => void file('png')}>
          {t('badge.saveImage')}
        </Button>
        <Button loading={busy === 'pdf'} disabled={!qrSrc} onClick={() => void file('pdf')}>
          {t('badge.savePdf')}
        </Button>
        <Button onClick={calendar}>{t('badge.addCalendar')}</Button>
        <Button className="visitor-badge__print" onClick={() => window.print()}>
          {t('badge.print')}
        </Button>
      </Space>
      <p className="visitor-badge__hint">{t('badge.walletHint')}</p>
      {failed ? (
        <p role="alert" className="visitor-badge__error">
          {t('badge.fileError')}
        </p>
      ) : null}
    </div>
  );
}
