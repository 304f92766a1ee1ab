import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { UserText } from '../../../components/user-text';
import { useQrCode } from '../../../lib/use-qr-code';
import { dictName, useJobTitles } from '../api/get-dicts';
import { useCurrentUser } from '../api/get-user';
import { UserLoadState } from '../components/user-loading';
import { buildVCard, displayName } from '../components/vcard';

/** /userCenter/visitingCard: the user's own business card, with a QR code others scan to save it. */
export default function VisitingCardPage() {
  const { t } = useTranslation('users');
  const query = useCurrentUser();
  const jobTitles = useJobTitles();
  const user = query.data;
  const card = useMemo(
    () =>
      user
        ? {
            name: displayName(user),
            firstName: user.firstName,
            lastName: user.lastName,
            company: user.company,
            jobTitle: dictName(jobTitles.data, user.jobTitle),
            mobile: user.mobile,
            email: user.email,
          }
        : null,
    [user, jobTitles.data],
  );
  const qr = useQrCode(card ? buildVCard(card) : null);
  const incomplete = card && (!card.name || !card.company);

  return (
    <UserCenterFrame
      active="visitingCard"
      title={t('card.title')}
      extra={
        card ? (
          <Button className="no-print" onClick={() => window.print()}>
            {t('card.print')}
          </Button>
        ) : null
      }
    >
      {!card ? (
        <UserLoadState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {incomplete ? (
            <Alert
              className="no-print"
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('card.incomplete')}
              action={<Link to="/userCenter/accountInfo">{t('card.complete')}</Link>}
            />
          ) : null}
          <section
            className="visiting-card"
            aria-label={t('card.label')}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 24,
              alignItems: 'center',
              justifyContent: 'space-between',
              maxWidth: 640,
              padding: 20,
              borderRadius: 12,
              border: '1px solid #e4eaec',
              borderTop: '6px solid #0b5d6b',
              background: '#fff',
            }}
          >
            <div style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
              <p style={{ fontSize: 24, fontWeight: 600, margin: 0 }}>
                <UserText fallback={t('card.noName')}>{card.name}</UserText>
              </p>
              {card.jobTitle ? (
                <p style={{ color: '#5b6b70', margin: '2px 0 0' }}>
                  <UserText>{card.jobTitle}</UserText>
                </p>
              ) : null}
              {card.company ? (
                <p style={{ fontWeight: 600, margin: '12px 0 0' }}>
                  <UserText>{card.company}</UserText>
                </p>
              ) : null}
              <dl
                style={{
                  margin: '12px 0 0',
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  gap: '4px 12px',
                }}
              >
                {card.mobile ? (
                  <>
                    <dt style={{ color: '#5b6b70' }}>{t('fields.mobile')}</dt>
                    <dd style={{ margin: 0 }}>
                      <a href={`tel:${card.mobile}`}>{card.mobile}</a>
                    </dd>
                  </>
                ) : null}
                {card.email ? (
                  <>
                    <dt style={{ color: '#5b6b70' }}>{t('fields.email')}</dt>
                    <dd style={{ margin: 0 }}>
                      <a href={`mailto:${card.email}`}>{card.email}</a>
                    </dd>
                  </>
                ) : null}
              </dl>
            </div>
            <figure style={{ margin: '0 auto', textAlign: 'center', flex: '0 0 auto' }}>
              {qr ? (
                <img src={qr} alt={t('card.qrAlt', { name: card.name })} width={168} height={168} />
              ) : (
                <div style={{ width: 168, height: 168, background: '#f5f7f8' }} />
              )}
              <figcaption style={{ fontSize: 13, color: '#5b6b70' }}>{t('card.qrCaption')}</figcaption>
            </figure>
          </section>
        </>
      )}
    </UserCenterFrame>
  );
}
