import { FAIR, type VisitorRegistration } from '@cidpex/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../components/qr-code';
import { UserText } from '../../../components/user-text';

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
        <p className="visitor-badge__dates">
          {t('common:fair.dates')} · {FAIR.openTime}–{FAIR.closeTime} · {t('badge.venue')}
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
      <Button className="visitor-badge__print" onClick={() => window.print()}>
        {t('badge.print')}
      </Button>
    </div>
  );
}
