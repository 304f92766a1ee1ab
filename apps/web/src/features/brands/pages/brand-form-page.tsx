import { BRAND_LIMITS, type Brand, type BrandBody } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { bilingualNameRule } from '../../../components/bilingual-name-rule';
import { ButtonLink } from '../../../components/button-link';
import type { ApiError } from '../../../lib/http/client';
import { type Picture, PictureUpload, useCenterPaths } from '../../activities';
import { CenterFrame } from '../../enterprises';
import { useBrand } from '../api/get-brand';
import { useSaveBrand } from '../api/save-brand';

interface FormValues {
  name?: string;
  nameEn?: string;
  description?: string;
  logo?: Picture | null;
}

const MB = 1024 * 1024;

function BrandForm({ brand }: { brand?: Brand }) {
  const { t } = useTranslation('activities');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = useCenterPaths();
  const save = useSaveBrand();
  const [form] = Form.useForm<FormValues>();

  const finish = (values: FormValues) => {
    const body: BrandBody = {
      name: values.name?.trim() || null,
      nameEn: values.nameEn?.trim() || null,
      description: values.description?.trim() || null,
      logoAttachmentId: values.logo?.id ?? 0,
    };
    save.mutate(
      { id: brand?.id ?? null, body },
      {
        onSuccess: () => {
          void message.success(t('brands.saved'));
          navigate(paths.brands);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      disabled={save.isPending}
      onFinish={finish}
      initialValues={
        brand
          ? {
              name: brand.name ?? '',
              nameEn: brand.nameEn ?? '',
              description: brand.description ?? '',
              logo: brand.logo,
            }
          : {}
      }
    >
      <Form.Item
        name="name"
        label={t('brands.fields.name')}
        dependencies={['nameEn']}
        rules={[bilingualNameRule(t('brands.form.nameRequired'))]}
      >
        <Input maxLength={BRAND_LIMITS.nameMax} showCount />
      </Form.Item>
      <Form.Item name="nameEn" label={t('brands.fields.nameEn')}>
        <Input maxLength={BRAND_LIMITS.nameEnMax} lang="en" />
      </Form.Item>
      <Form.Item
        name="logo"
        label={t('brands.fields.logo')}
        extra={t('brands.form.logoHint', { size: BRAND_LIMITS.logoBytes / MB })}
        rules={[{ required: true, message: t('brands.form.logoRequired') }]}
      >
        <PictureUpload id="logo" kind="logo" />
      </Form.Item>
      <Form.Item name="description" label={t('brands.fields.description')}>
        <Input.TextArea rows={3} maxLength={BRAND_LIMITS.descriptionMax} showCount />
      </Form.Item>
      {save.error ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} title={(save.error as ApiError).message} />
      ) : null}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('brands.form.save')}
        </Button>
        <ButtonLink to={paths.brands}>{t('cancel')}</ButtonLink>
      </Space>
    </Form>
  );
}

function EditBody({ id }: { id: number }) {
  const { t } = useTranslation('activities');
  const paths = useCenterPaths();
  const query = useBrand(id);
  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.error) {
    return (
      <Result
        status="warning"
        title={(query.error as ApiError).message}
        extra={<ButtonLink to={paths.brands}>{t('brands.backToList')}</ButtonLink>}
      />
    );
  }
  return <BrandForm brand={query.data} />;
}

/** /myEnterprise/brand/add, `?id=` to edit: the brand form. */
export default function BrandFormPage() {
  const { t } = useTranslation('activities');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <CenterFrame active="brand/list" title={id ? t('brands.editTitle') : t('brands.addTitle')}>
      {() => (id ? <EditBody id={id} /> : <BrandForm />)}
    </CenterFrame>
  );
}
