import { brandDisplayName, type EnterpriseSite } from '@cidpex/contracts';
import { Fragment, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ShareButton } from '../../../components/share-button';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { PlainChatButton } from '../../chat';
import { TradeApplyButton } from '../../exhibitor-services';
import { MeetingButton } from '../../meetings';
import { useEnterpriseBrands } from '../api/get-enterprise-brands';
import { useEnterprisePublicity } from '../api/get-enterprise-publicity';
import { useEnterpriseSite } from '../api/get-enterprise-site';
import { BoothList } from '../components/booth-list';
import { ExhibitorLogo } from '../components/exhibitor-logo';
import { FollowButton } from '../components/follow-button';
import { DetailError, DetailSkeleton } from '../components/load-state';
import { ProductTiles } from '../components/product-tile';
import { idParam, useDirectoryPaths } from '../lib/paths';
import { usePageTitle } from '../lib/use-page-title';
import '../directory.css';

function Contacts({ site }: { site: EnterpriseSite }) {
  const { t } = useTranslation('directory');
  if (site.contacts.length === 0) return <p className="dir-muted">{t('enterprise.noContacts')}</p>;
  return (
    <ul className="dir-contacts">
      {site.contacts.map((contact) => (
        <li key={[contact.name, contact.phone, contact.email].join('|')} className="dir-contact">
          <strong>
            <UserText>{contact.name}</UserText>
          </strong>
          {contact.jobTitle ? (
            <span className="dir-muted">
              {' '}
              · <UserText>{contact.jobTitle}</UserText>
            </span>
          ) : null}
          <dl className="dir-contact__list">
            {contact.phone ? (
              <>
                <dt>{t('enterprise.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </dd>
              </>
            ) : null}
            {contact.email ? (
              <>
                <dt>{t('enterprise.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            ) : null}
            {contact.wechat ? (
              <>
                <dt>{t('enterprise.wechat')}</dt>
                <dd translate="no">{contact.wechat}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The brands the enterprise keeps in its center, with their logos; nothing when it keeps none. */
function Brands({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('directory');
  const english = useLang() === 'en';
  const brands = useEnterpriseBrands(enterpriseId).data ?? [];
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="ent-brands" className="dir-section">
      <h2 id="ent-brands" className="dir-subtitle">
        {t('enterprise.brands')}
      </h2>
      <ul className="dir-brands">
        {brands.map((brand) => (
          <li key={brand.id} className="dir-brand">
            {brand.logo ? <img src={`${brand.logo.url}?width=160`} alt="" loading="lazy" /> : null}
            <strong>
              <UserText>{brandDisplayName(brand, english)}</UserText>
            </strong>
            {brand.description ? (
              <span className="dir-muted">
                <UserText>{brand.description}</UserText>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The publicity material the organizer approved (press releases, launches, catalogues), in the
 * page's language when the enterprise wrote it (English falls back to Chinese); pictures are
 * shown, PDFs linked. Nothing when there is none.
 */
function Publicity({ enterpriseId }: { enterpriseId: number }) {
  const { t } = useTranslation('directory');
  const english = useLang() === 'en';
  const items = useEnterprisePublicity(enterpriseId).data ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="ent-publicity" className="dir-section">
      <h2 id="ent-publicity" className="dir-subtitle">
        {t('enterprise.publicity')}
      </h2>
      <ul className="dir-publicity">
        {items.map((item) => (
          <li key={item.id} className="dir-publicity__item">
            <article aria-labelledby={`ent-publicity-${item.id}`}>
              <p className="dir-muted dir-publicity__kind">{t(`enterprise.publicityKinds.${item.kind}`)}</p>
              <h3 id={`ent-publicity-${item.id}`} className="dir-publicity__title">
                <UserText>{(english && item.titleEn) || item.titleZh}</UserText>
              </h3>
              <p className="dir-profile">
                <UserText>{(english && item.bodyEn) || item.bodyZh}</UserText>
              </p>
              {item.files.length > 0 ? (
                <ul className="dir-publicity__files">
                  {item.files.map((file) => (
                    <li key={file.id}>
                      <a href={file.url} target="_blank" rel="noopener noreferrer">
                        {file.mimeType.startsWith('image/') ? (
                          <img
                            src={`${file.url}?width=320`}
                            alt={t('enterprise.publicityPicture', { name: file.name })}
                            loading="lazy"
                          />
                        ) : (
                          t('enterprise.publicityFile', { name: file.name })
                        )}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

function websiteHref(website: string) {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/**
 * /exhibitor/companyInfo?id=… and /en/enterprise/detail?id=… (id: the enterprise): an exhibitor's
 * page: who they are and where (booths, linked to the floor plan), follow, then profile, video,
 * products and public contacts.
 */
export default function EnterprisePage() {
  const { t } = useTranslation('directory');
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const paths = useDirectoryPaths();
  const query = useEnterpriseSite(id);
  // Back to the list as the buyer left it (filters, keyword and page are in its address, which
  // its cards hand over); the list's first page when they came from elsewhere.
  const from = (useLocation().state as { list?: string } | null)?.list;
  const back = from?.startsWith(paths.list) ? from : paths.list;
  // The page is drawn from its data in a transition that React splits into short slices (a
  // query's answer alone renders in one long task, which keeps a phone from answering a tap).
  const site = useDeferredValue(query.data);

  usePageTitle(site?.displayName);

  if (id === null) return <DetailError error={null} notFound={t('enterprise.notFound')} onRetry={() => {}} />;
  if (query.isPending || (query.data && !site)) return <DetailSkeleton />;
  if (query.isError || !site)
    return (
      <DetailError
        error={query.error}
        notFound={t('enterprise.notFound')}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <div className="dir">
      {site.coverUrl ? (
        <div className="dir-cover">
          <img src={`${site.coverUrl}?width=1600`} alt="" />
        </div>
      ) : null}
      <div className="page">
        <Link to={back} className="dir-back" data-testid="back-to-list">
          ← {t('backToList')}
        </Link>
        <header className="dir-ent-head">
          <ExhibitorLogo url={site.logoUrl} name={site.displayName} size={88} />
          <div className="dir-ent-head__body">
            <h1 className="dir-title">
              <UserText>{site.displayName}</UserText>
            </h1>
            <p className="dir-ent-head__booths">
              <BoothList booths={site.booths} linked />
            </p>
            <p className="dir-muted">
              {[site.hallName, site.areaName, site.countryName, site.industryName]
                .filter(Boolean)
                .join(' · ')}
            </p>
            <span className="dir-actions">
              <FollowButton targetType="enterprise" targetId={site.enterpriseId} />
              <PlainChatButton enterpriseId={site.enterpriseId} />
              {/* Meetings are at the fair, at the exhibitor's booth or a meeting point. */}
              {site.booths.length > 0 && <MeetingButton enterpriseId={site.enterpriseId} />}
              {site.booths.length > 0 && <TradeApplyButton kind="agency" targetId={site.enterpriseId} />}
              <ShareButton title={site.displayName} />
            </span>
          </div>
        </header>

        <section aria-labelledby="ent-profile" className="dir-section">
          <h2 id="ent-profile" className="dir-subtitle">
            {t('enterprise.profile')}
          </h2>
          {site.profile ? (
            <p className="dir-profile">
              <UserText>{site.profile}</UserText>
            </p>
          ) : (
            <p className="dir-muted">{t('enterprise.noProfile')}</p>
          )}
          {site.videoUrl ? (
            // biome-ignore lint/a11y/useMediaCaption: the enterprise's own video has no captions to offer
            <video
              className="dir-video"
              src={site.videoUrl}
              controls
              preload="metadata"
              aria-label={t('enterprise.video')}
            />
          ) : null}
          {site.brands.length || site.website || site.address ? (
            <dl className="dir-params">
              {site.brands.length ? (
                <div className="dir-params__row">
                  <dt>{t('enterprise.brands')}</dt>
                  <dd>
                    {/* Each brand in its own language: "Yuancen / 远岑" reads the Latin name as English. */}
                    {site.brands.map((brand, i) => (
                      <Fragment key={brand}>
                        {i > 0 ? ' / ' : null}
                        <UserText>{brand}</UserText>
                      </Fragment>
                    ))}
                  </dd>
                </div>
              ) : null}
              {site.website ? (
                <div className="dir-params__row">
                  <dt>{t('enterprise.website')}</dt>
                  <dd>
                    <a href={websiteHref(site.website)} target="_blank" rel="noopener noreferrer">
                      {site.website}
                    </a>
                  </dd>
                </div>
              ) : null}
              {site.address ? (
                <div className="dir-params__row">
                  <dt>{t('enterprise.address')}</dt>
                  <dd>
                    <UserText>{site.address}</UserText>
                  </dd>
                </div>
              ) : null}
            </dl>
          ) : null}
        </section>

        <section aria-labelledby="ent-products" className="dir-section">
          <h2 id="ent-products" className="dir-subtitle">
            {t('enterprise.products', { count: site.products.length })}
          </h2>
          {site.products.length === 0 ? (
            <p className="dir-muted">{t('enterprise.noProducts')}</p>
          ) : (
            <ProductTiles products={site.products} productPath={paths.product} />
          )}
        </section>

        <Brands enterpriseId={site.enterpriseId} />

        <Publicity enterpriseId={site.enterpriseId} />

        <section aria-labelledby="ent-contacts" className="dir-section">
          <h2 id="ent-contacts" className="dir-subtitle">
            {t('enterprise.contacts')}
          </h2>
          <Contacts site={site} />
        </section>
      </div>
    </div>
  );
}
