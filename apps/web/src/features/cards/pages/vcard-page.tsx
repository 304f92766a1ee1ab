import { CARD_EXCHANGE_PATH } from '@cidpex/contracts';
import { Alert, Button, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { UserCenterFrame } from '../../../components/frames/user-center-frame';
import { useQrCode } from '../../../lib/use-qr-code';
import { useMyCard } from '../api/cards';
import { CardView } from '../components/card-view';

/** The link a card's QR code holds: the exchange page with the code filled in. */
export function exchangeLink(code: string) {
  return `${window.location.origin}${CARD_EXCHANGE_PATH}?code=${code}`;
}

/** /user/UserCenter/vcard: my business card with the QR code and code others exchange it by. */
export default function VcardPage() {
  const { t } = useTranslation('cards');
  const query = useMyCard();
  const card = query.data;
  const qr = useQrCode(card ? exchangeLink(card.code) : null);
  return (
    <UserCenterFrame active="vcard" title={t('vcard.title')}>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : !card ? (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <>
          {!card.name ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('vcard.noName')}
              action={<ButtonLink to="/userCenter/accountInfo">{t('vcard.complete')}</ButtonLink>}
            />
          ) : null}
          <section
            aria-label={t('vcard.label')}
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
            <div style={{ flex: '1 1 240px', minWidth: 0 }}>
              <CardView card={card} />
            </div>
            <figure style={{ margin: '0 auto', textAlign: 'center', flex: '0 0 auto' }}>
              {qr ? (
                <img src={qr} alt={t('vcard.qrAlt')} width={168} height={168} />
              ) : (
                <div style={{ width: 168, height: 168, background: '#f5f7f8' }} />
              )}
              <figcaption style={{ fontSize: 13, color: '#5b6b70' }}>
                {t('vcard.code')}{' '}
                <strong style={{ fontSize: 18, letterSpacing: 2, fontFamily: 'monospace' }}>
                  {card.code}
                </strong>
              </figcaption>
            </figure>
          </section>
          <p style={{ color: '#5b6b70', marginTop: 16 }}>{t('vcard.hint')}</p>
          <Space wrap>
            <ButtonLink type="primary" to="/user/UserCenter/exchangeVcard">
              {t('nav.exchangeVcard')}
            </ButtonLink>
            <ButtonLink to="/user/UserCenter/cardHolder">{t('nav.cardHolder')}</ButtonLink>
          </Space>
        </>
      )}
    </UserCenterFrame>
  );
}
