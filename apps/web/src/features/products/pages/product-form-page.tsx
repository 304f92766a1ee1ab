import { PRODUCT_LIMITS, type Product, type ProductBody, productActionAllowed } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { bilingualNameRule } from '../../../components/bilingual-name-rule';
import { ButtonLink } from '../../../components/button-link';
import { EditLoader } from '../../../components/edit-loader';
import { SaveForReview } from '../../../components/save-for-review';
import { CenterFrame } from '../../enterprises';
import { useCategories, useProduct, useSaveProduct } from '../api/products';
import { type Media, MediaUpload } from '../components/media-upload';
import { useProductPaths } from '../components/product-paths';

interface FormValues {
  name?: string;
  nameEn?: string;
  category?: string;
  description?: string;
  descriptionEn?: string;
  parameters?: { name: string; value: string }[];
  cover?: Media[];
  details?: Media[];
  video?: Media[];
}

function initialValues(product: Product | undefined): FormValues | undefined {
  if (!product) return undefined;
  return {
    name: product.name ?? '',
    nameEn: product.nameEn ?? '',
    category: product.category,
    description: product.description ?? '',
    descriptionEn: product.descriptionEn ?? '',
    parameters: product.parameters,
    cover: product.cover ? [product.cover] : [],
    details: product.details,
    video: product.video ? [product.video] : [],
  };
}

function ProductForm({ product }: { product?: Product }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = useProductPaths();
  const categories = useCategories();
  const save = useSaveProduct();
  const [form] = Form.useForm<FormValues>();
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: tc('form.required', { label }),
  });
  const options = useMemo(
    () =>
      (categories.data ?? []).map((e) => ({
        value: e.code,
        label: e.parentCode ? `— ${e.name}` : e.name,
      })),
    [categories.data],
  );

  const finish = (values: FormValues, submit: boolean) => {
    const body: ProductBody = {
      name: values.name?.trim() || null,
      nameEn: values.nameEn?.trim() || null,
      category: values.category ?? '',
      description: values.description || null,
      descriptionEn: values.descriptionEn || null,
      parameters: (values.parameters ?? []).filter((p) => p?.name && p.value),
      coverAttachmentId: values.cover?.[0]?.id ?? 0,
      detailAttachmentIds: (values.details ?? []).map((m) => m.id),
      videoAttachmentId: values.video?.[0]?.id ?? null,
      submit,
    };
    save.mutate(
      { id: product?.id ?? null, body },
      {
        onSuccess: () => {
          void message.success(submit ? t('done.submit') : t('done.saved'));
          navigate(paths.list);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues(product) ?? { parameters: [] }}
      style={{ maxWidth: 720 }}
      disabled={save.isPending}
    >
      {product?.status === 'violation' && product.violationReason ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('violationReason')}
          description={product.violationReason}
        />
      ) : null}
      <Form.Item
        name="name"
        label={t('fields.name')}
        dependencies={['nameEn']}
        rules={[bilingualNameRule(t('form.nameRequired'))]}
      >
        <Input maxLength={PRODUCT_LIMITS.nameMax} showCount />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields.nameEn')}>
        <Input maxLength={PRODUCT_LIMITS.nameEnMax} lang="en" />
      </Form.Item>
      <Form.Item
        name="category"
        label={t('fields.category')}
        rules={[{ required: true, message: tc('form.select', { label: t('fields.category') }) }]}
      >
        <Select options={options} loading={categories.isPending} showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item
        name="cover"
        label={t('fields.cover')}
        extra={t('form.coverHint')}
        rules={[{ required: true, type: 'array', min: 1, message: t('form.coverRequired') }]}
      >
        <MediaUpload id="cover" kind="enterpriseImage" max={1} />
      </Form.Item>
      <Form.Item
        name="details"
        label={t('fields.details')}
        extra={t('form.detailsHint', { max: PRODUCT_LIMITS.detailImagesMax })}
      >
        <MediaUpload id="details" kind="enterpriseImage" max={PRODUCT_LIMITS.detailImagesMax} />
      </Form.Item>
      <Form.Item name="video" label={t('fields.video')} extra={t('form.videoHint')}>
        <MediaUpload id="video" kind="video" max={1} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')}>
        <Input.TextArea rows={5} maxLength={PRODUCT_LIMITS.descriptionMax} showCount />
      </Form.Item>
      <Form.Item name="descriptionEn" label={t('fields.descriptionEn')}>
        <Input.TextArea rows={4} maxLength={PRODUCT_LIMITS.descriptionMax} showCount lang="en" />
      </Form.Item>
      <Form.List name="parameters">
        {(fields, { add, remove }) => (
          <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
            <legend style={{ fontSize: 14, marginBottom: 8 }}>{t('fields.parameters')}</legend>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'name']}
                  label={t('form.paramName', { n: index + 1 })}
                  rules={[required(t('form.paramName', { n: index + 1 }))]}
                >
                  <Input maxLength={PRODUCT_LIMITS.parameterNameMax} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'value']}
                  label={t('form.paramValue', { n: index + 1 })}
                  rules={[required(t('form.paramValue', { n: index + 1 }))]}
                >
                  <Input maxLength={PRODUCT_LIMITS.parameterValueMax} />
                </Form.Item>
                <Button type="link" danger onClick={() => remove(field.name)}>
                  {t('form.removeParam')}
                </Button>
              </Space>
            ))}
            {fields.length < PRODUCT_LIMITS.parametersMax ? (
              <Button onClick={() => add({ name: '', value: '' })}>{t('form.addParam')}</Button>
            ) : null}
          </fieldset>
        )}
      </Form.List>
      <SaveForReview
        form={form}
        onSave={finish}
        saving={save.isPending}
        error={save.error}
        canSubmit={!product || productActionAllowed(product.status, 'submit')}
        submitLabel={t('form.saveSubmit')}
        saveLabel={product ? t('form.save') : t('form.saveDraft')}
        back={<ButtonLink to={paths.list}>{t('cancel')}</ButtonLink>}
      />
    </Form>
  );
}

function EditBody({ id }: { id: number }) {
  const { t } = useTranslation('products');
  const paths = useProductPaths();
  return (
    <EditLoader
      query={useProduct(id)}
      back={<ButtonLink to={paths.list}>{t('form.backToList')}</ButtonLink>}
      editable={(product) => productActionAllowed(product.status, 'edit')}
      notEditable={t('form.delistFirst')}
    >
      {(product) => <ProductForm product={product} />}
    </EditLoader>
  );
}

/** /myEnterprise/productAdd (/enterpriseCenterEn/productadd), `?id=` to edit: the product form. */
export default function ProductFormPage() {
  const { t } = useTranslation('products');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <CenterFrame active="productList" title={id ? t('form.editTitle') : t('form.addTitle')}>
      {() => (id ? <EditBody id={id} /> : <ProductForm />)}
    </CenterFrame>
  );
}
