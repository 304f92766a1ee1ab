import { CONTENT_ROLES, type DictEntry } from '@cidpex/contracts';
import { App, Avatar, Button, Descriptions, Result, Skeleton, Space, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/button-link';
import { displayName, useCenterBase } from '../../../components/frames/enterprise-center-frame';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { useUploadPercent } from '../../../lib/use-pending-uploads';
import { useEnterprise, useSetLogo } from '../api/center';
import { useDict } from '../api/certification';
import { CenterFrame } from './center-frame';

const STATE_COLOR = { pending: 'gold', certified: 'green', rejected: 'red' } as const;

export function dictLabel(rows: DictEntry[] | undefined, code: string | null | undefined): string {
  // While the dictionary loads, nothing rather than a flash of the raw code ("B01", "CN · 32").
  if (!code || !rows) return '';
  return rows.find((row) => row.code === code)?.name ?? code;
}

export function Overview({
  enterpriseId,
  canEditLogo,
  admin,
}: {
  enterpriseId: number;
  canEditLogo: boolean;
  admin: boolean;
}) {
  const { t } = useTranslation('enterprises');
  const lang = useLang();
  const base = useCenterBase();
  const { message } = App.useApp();
  const view = useEnterprise(enterpriseId);
  const setLogo = useSetLogo(enterpriseId);
  const percent = useUploadPercent();
  // The picked logo shows at once (made in the browser) while it goes up, then the stored one.
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const types = useDict('businessType');
  const natures = useDict('enterpriseNature');
  const countries = useDict('country');
  const provinces = useDict('province');
  const industries = useDict('industry');
  if (view.isPending) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  const e = view.data?.enterprise;
  if (view.isError || !e) {
    return (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void view.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  const name = displayName(e, lang === 'en');
  return (
    <>
      <Space align="center" size={16} wrap style={{ marginBottom: 16 }}>
        <Avatar
          shape="square"
          size={88}
          src={
            logoPreview ? (
              <img src={logoPreview} alt={name} data-testid="logo-preview" />
            ) : e.logoUrl ? (
              <img src={`${e.logoUrl}?width=176`} alt={name} />
            ) : undefined
          }
          style={{ background: '#e6f0f1', color: '#0f5e6b', fontSize: 32 }}
        >
          {e.logoUrl || logoPreview ? null : name.slice(0, 1)}
        </Avatar>
        <div>
          <div style={{ fontSize: 18, fontWeight: 600 }}>
            <UserText>{e.name}</UserText>
          </div>
          {e.nameEn && (
            <div>
              <UserText>{e.nameEn}</UserText>
            </div>
          )}
          <Tag color={STATE_COLOR[e.status]} style={{ marginTop: 4 }}>
            {t(`states.${e.status}`)}
          </Tag>
        </div>
        {canEditLogo && (
          <Upload
            accept=".jpg,.jpeg,.png"
            showUploadList={false}
            beforeUpload={(file) => {
              const slot = percent.track();
              const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
              setLogoPreview(preview);
              setLogo.mutate(
                { file, onProgress: slot.progress },
                {
                  onSuccess: () => message.success(t('center.logoSaved')),
                  onSettled: () => {
                    slot.done();
                    setLogoPreview(null);
                    if (preview) URL.revokeObjectURL(preview);
                  },
                },
              );
              return false;
            }}
          >
            <Button loading={setLogo.isPending}>{t('center.changeLogo')}</Button>
          </Upload>
        )}
        {canEditLogo && percent.node}
      </Space>
      {canEditLogo && <p style={{ color: '#5b6b70', marginTop: 0 }}>{t('center.logoHint')}</p>}
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('fields.creditCode')}>{e.creditCode}</Descriptions.Item>
        <Descriptions.Item label={t('center.certifiedAt')}>
          {formatDate(e.certifiedAt, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.type')}>{dictLabel(types.data, e.type)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.nature')}>{dictLabel(natures.data, e.nature)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.country')}>
          {[dictLabel(countries.data, e.country), dictLabel(provinces.data, e.province)]
            .filter(Boolean)
            .join(' · ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.address')}>
          <UserText>{e.address}</UserText>
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.website')}>{e.website}</Descriptions.Item>
        <Descriptions.Item label={t('fields.landline')}>{e.landline}</Descriptions.Item>
        <Descriptions.Item label={t('fields.fax')}>{e.fax}</Descriptions.Item>
        <Descriptions.Item label={t('fields.postalCode')}>{e.postalCode}</Descriptions.Item>
        <Descriptions.Item label={t('fields.mainBusiness')}>
          {dictLabel(industries.data, e.mainBusiness)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.secondaryBusiness')}>
          {e.secondaryBusiness.map((code) => (
            <Tag key={code}>{dictLabel(industries.data, code)}</Tag>
          ))}
        </Descriptions.Item>
      </Descriptions>
      {admin && (
        <ButtonLink type="primary" to={`${base}/entInfo`} style={{ marginTop: 16 }}>
          {t('center.editInfo')}
        </ButtonLink>
      )}
    </>
  );
}

/** /myEnterprise/basicinfo and /enterpriseCenterEn/basicinfo: the enterprise at a glance, its logo. */
export default function BasicInfoPage() {
  const { t } = useTranslation('enterprises');
  return (
    <CenterFrame active="basicinfo" title={t('center.menu.basicinfo')}>
      {(membership) => (
        <Overview
          enterpriseId={membership.enterpriseId}
          canEditLogo={CONTENT_ROLES.includes(membership.role)}
          admin={membership.role === 'admin'}
        />
      )}
    </CenterFrame>
  );
}
