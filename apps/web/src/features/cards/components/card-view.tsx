import type { BusinessCard } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useJobTitleName } from '../api/cards';

/** The company to show: the English name on an English page when the enterprise has one. */
export function cardCompany(card: Pick<BusinessCard, 'company' | 'companyEn'>, english: boolean) {
  return english && card.companyEn ? card.companyEn : card.company;
}

/** A business card's face: name, title, company, then the contact details it carries. */
export function CardView({ card }: { card: BusinessCard }) {
  const { t } = useTranslation('cards');
  const english = useLang() === 'en';
  const jobTitle = useJobTitleName()(card.jobTitle);
  const company = cardCompany(card, english);
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <p style={{ fontSize: 20, fontWeight: 600, margin: 0 }}>
        <UserText fallback={t('noName')}>{card.name}</UserText>
      </p>
      {jobTitle ? (
        <p style={{ color: '#5b6b70', margin: '2px 0 0' }}>
          <UserText>{jobTitle}</UserText>
        </p>
      ) : null}
      {company ? (
        <p style={{ fontWeight: 600, margin: '8px 0 0' }}>
          <UserText>{company}</UserText>
        </p>
      ) : null}
      {card.mobile || card.email ? (
        <dl style={{ margin: '8px 0 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
          {card.mobile ? (
            <>
              <dt style={{ color: '#5b6b70' }}>{t('mobile')}</dt>
              <dd style={{ margin: 0 }}>
                <a href={`tel:${card.mobile}`}>{card.mobile}</a>
              </dd>
            </>
          ) : null}
          {card.email ? (
            <>
              <dt style={{ color: '#5b6b70' }}>{t('email')}</dt>
              <dd style={{ margin: 0 }}>
                <a href={`mailto:${card.email}`}>{card.email}</a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
