import type { Locale } from '@cidpex/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../components/user-text';
import { ExhibitorLogo } from '../directory';

export interface PageContent {
  name: string;
  nameEn: string | null;
  logoUrl: string | null;
  coverUrl: string | null;
  profileZhHans: string | null;
  profileZhHant: string | null;
  profileEn: string | null;
}

/** The profile buyers read in a language: as the public exhibitor page chooses it. */
export function profileFor(page: PageContent, lang: Locale): string | null {
  if (lang === 'en') return page.profileEn;
  if (lang === 'zh-Hant') return page.profileZhHant ?? page.profileZhHans;
  return page.profileZhHans;
}

/**
 * The top of the public exhibitor page (/exhibitor/companyInfo) drawn from a draft: the same
 * cover, logo, name and profile, in the same classes, with the texts buyers of language `lang` read.
 */
export function PagePreview({ page, lang }: { page: PageContent; lang: Locale }) {
  const { t } = useTranslation('directory');
  const name = lang === 'en' && page.nameEn ? page.nameEn : page.name;
  const profile = profileFor(page, lang);
  return (
    <div
      className="dir"
      lang={lang}
      data-testid="page-preview"
      style={{ borderRadius: 8, overflow: 'hidden' }}
    >
      {page.coverUrl ? (
        <div className="dir-cover">
          <img src={`${page.coverUrl}?width=1600`} alt="" />
        </div>
      ) : null}
      <div style={{ padding: 16 }}>
        <header className="dir-ent-head">
          <ExhibitorLogo url={page.logoUrl} name={name} size={72} />
          <div className="dir-ent-head__body">
            <h2 className="dir-title">
              <UserText>{name}</UserText>
            </h2>
          </div>
        </header>
        <section className="dir-section">
          <h3 className="dir-subtitle">{t('enterprise.profile')}</h3>
          {profile ? (
            <p className="dir-profile">
              <UserText>{profile}</UserText>
            </p>
          ) : (
            <p className="dir-muted">{t('enterprise.noProfile')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
