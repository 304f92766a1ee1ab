import { Button, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DictGrid } from '../components/dict-grid';
import { HomeSection } from '../components/home-section';
import { ICONS } from '../components/icons';
import { SubPageHeader } from '../components/sub-page-header';
import { exhibitorListPath } from '../lib/entrances';
import '../home.css';

/**
 * /IndexEn/search: a keyword search that opens the English exhibitor list (which shows the
 * results), and the exhibition areas to browse instead.
 */
export default function HomeEnSearchPage() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(exhibitorListPath('en', { keyword: keyword.trim() }));
  };

  return (
    <div className="home">
      <SubPageHeader title={t('search.title')} intro={t('search.intro')} icon={ICONS.search} />
      <div className="page home-body">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older phone browsers (and jsdom) */}
        <form role="search" className="home-search" onSubmit={onSubmit}>
          <label htmlFor="home-search-keyword" className="home-search__label">
            {t('search.label')}
          </label>
          <div className="home-search__row">
            <Input
              id="home-search-keyword"
              size="large"
              value={keyword}
              maxLength={100}
              allowClear
              placeholder={t('search.placeholder')}
              onChange={(event) => setKeyword(event.target.value)}
            />
            <Button type="primary" size="large" htmlType="submit">
              {t('search.submit')}
            </Button>
          </div>
          <p className="home-search__hint">{t('search.hint')}</p>
        </form>
        <HomeSection id="search-areas" title={t('search.browse')} intro={t('areas.intro')}>
          <DictGrid
            type="exhibitionArea"
            testId="areas"
            linkTo={(area) => exhibitorListPath('en', { area: area.code })}
          />
        </HomeSection>
      </div>
    </div>
  );
}
