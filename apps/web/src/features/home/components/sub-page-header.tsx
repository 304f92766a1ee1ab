import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The head of a child page of the English home: the way back, the one <h1>, an intro. */
export function SubPageHeader({ title, intro, icon }: { title: string; intro?: string; icon?: ReactNode }) {
  const { t } = useTranslation('home');
  return (
    <header className="home-subhead">
      <div className="home-subhead__inner">
        <nav aria-label={t('breadcrumb')}>
          <ol className="home-breadcrumb">
            <li>
              <Link to="/IndexEn">{t('titleEn')}</Link>
            </li>
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 className="home-subhead__title">
          {icon && <span className="home-subhead__icon">{icon}</span>}
          {title}
        </h1>
        {intro && <p className="home-subhead__intro">{intro}</p>}
      </div>
    </header>
  );
}
