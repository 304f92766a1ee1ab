import {
  type CertificationBody,
  CHINA,
  type DictEntry,
  type Enterprise,
  isValidCreditCode,
  LANDLINE_PATTERN,
  POSTAL_CODE_PATTERN,
  WEBSITE_PATTERN,
} from '@cidpex/contracts';
import type { FormRule } from 'antd';
import { Button, Form, Input, Select, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { useUploadPercent } from '../../../lib/use-pending-uploads';
import { FormError, useFormRules, useServerError } from '../../accounts';
import { uploadLicence, useDict, useSubmitCertification } from '../api/certification';

interface Values extends Omit<CertificationBody, 'licenceAttachmentId'> {
  licenceAttachmentId?: number;
}

function pattern(test: (value: string) => boolean, message: string): FormRule {
  return {
    validator: (_, value: unknown) =>
      value === undefined || value === null || value === '' || test(String(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

function options(rows: DictEntry[] | undefined) {
  return (rows ?? []).map((row) => ({ value: row.code, label: row.name }));
}

/**
 * Certifies a new enterprise (or resubmits a rejected one, prefilled): the full form of
 * the spec with the licence upload. The credit code's check character is verified here
 * and again by the server.
 */
export function CertificationForm({
  previous,
  onDone,
}: {
  previous?: Enterprise | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('enterprises');
  const rules = useFormRules();
  const [form] = Form.useForm<Values>();
  const server = useServerError(form, {
    CREDIT_CODE_INVALID: 'creditCode',
    CREDIT_CODE_TAKEN: 'creditCode',
    ENTERPRISE_NAME_TAKEN: 'name',
    LICENCE_NOT_USABLE: 'licenceAttachmentId',
    LICENCE_REQUIRED: 'licenceAttachmentId',
  });
  const submit = useSubmitCertification();
  const [licenceName, setLicenceName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const percent = useUploadPercent();
  // The picked licence shows at once: a picture as its preview (made in the browser), a PDF by name.
  const [picked, setPicked] = useState<{ name: string; url: string | null } | null>(null);
  useEffect(
    () => () => {
      if (picked?.url) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );
  const country = Form.useWatch('country', form);
  const main = Form.useWatch('mainBusiness', form);
  const types = useDict('businessType');
  const natures = useDict('enterpriseNature');
  const countries = useDict('country');
  const provinces = useDict('province');
  const industries = useDict('industry');
  const top = industries.data?.filter((row) => !row.parentCode);
  const children = industries.data?.filter((row) => row.parentCode && row.parentCode === main);

  const initial: Partial<Values> = previous
    ? {
        ...previous,
        nameEn: previous.nameEn ?? undefined,
        website: previous.website ?? undefined,
        landline: previous.landline ?? undefined,
        fax: previous.fax ?? undefined,
        province: previous.province ?? undefined,
        postalCode: previous.postalCode ?? undefined,
        creditCode: previous.creditCode ?? undefined,
        licenceAttachmentId: previous.licenceAttachmentId ?? undefined,
      }
    : { country: CHINA, secondaryBusiness: [] };

  async function onFinish(values: Values) {
    server.clear();
    try {
      await submit.mutateAsync({ ...values, licenceAttachmentId: values.licenceAttachmentId ?? 0 });
      onDone();
    } catch (err) {
      server.show(err);
    }
  }

  async function onUpload(file: File) {
    setUploading(true);
    const image = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
    setPicked({ name: file.name, url: image ? URL.createObjectURL(file) : null });
    const slot = percent.track();
    try {
      const attachment = await uploadLicence(file, slot.progress);
      form.setFieldsValue({ licenceAttachmentId: attachment.id });
      setLicenceName(attachment.fileName);
      form.setFields([{ name: 'licenceAttachmentId', errors: [] }]);
    } catch (err) {
      server.show(err);
    } finally {
      slot.done();
      setUploading(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={onFinish}
      requiredMark
      scrollToFirstError
    >
      <Form.Item name="name" label={t('fields.name')} rules={[rules.required(t('fields.name'))]}>
        <Input maxLength={100} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields.nameEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="creditCode"
        label={t('fields.creditCode')}
        rules={[rules.required(t('fields.creditCode')), pattern(isValidCreditCode, t('rules.creditCode'))]}
      >
        <Input maxLength={20} style={{ textTransform: 'uppercase' }} />
      </Form.Item>
      <Form.Item name="type" label={t('fields.type')} rules={[rules.requiredChoice(t('fields.type'))]}>
        <Select options={options(types.data)} loading={types.isPending} />
      </Form.Item>
      <Form.Item name="nature" label={t('fields.nature')} rules={[rules.requiredChoice(t('fields.nature'))]}>
        <Select options={options(natures.data)} loading={natures.isPending} />
      </Form.Item>
      <Form.Item
        name="country"
        label={t('fields.country')}
        rules={[rules.requiredChoice(t('fields.country'))]}
      >
        <Select
          options={options(countries.data)}
          loading={countries.isPending}
          showSearch
          optionFilterProp="label"
        />
      </Form.Item>
      {country === CHINA && (
        <Form.Item
          name="province"
          label={t('fields.province')}
          rules={[rules.requiredChoice(t('fields.province'))]}
        >
          <Select
            options={options(provinces.data)}
            loading={provinces.isPending}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
      )}
      <Form.Item name="address" label={t('fields.address')} rules={[rules.required(t('fields.address'))]}>
        <Input maxLength={200} autoComplete="street-address" />
      </Form.Item>
      <Form.Item
        name="postalCode"
        label={t('fields.postalCode')}
        rules={[pattern((v) => POSTAL_CODE_PATTERN.test(v), t('rules.postalCode'))]}
      >
        <Input maxLength={12} autoComplete="postal-code" />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('fields.website')}
        rules={[pattern((v) => WEBSITE_PATTERN.test(v), t('rules.website'))]}
      >
        <Input maxLength={200} inputMode="url" />
      </Form.Item>
      <Form.Item
        name="landline"
        label={t('fields.landline')}
        rules={[pattern((v) => LANDLINE_PATTERN.test(v), t('rules.landline'))]}
      >
        <Input maxLength={30} inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="fax"
        label={t('fields.fax')}
        rules={[pattern((v) => LANDLINE_PATTERN.test(v), t('rules.fax'))]}
      >
        <Input maxLength={30} inputMode="tel" />
      </Form.Item>
      <Form.Item
        name="mainBusiness"
        label={t('fields.mainBusiness')}
        rules={[rules.requiredChoice(t('fields.mainBusiness'))]}
      >
        <Select
          options={options(top)}
          loading={industries.isPending}
          onChange={() => form.setFieldsValue({ secondaryBusiness: [] })}
        />
      </Form.Item>
      <Form.Item name="secondaryBusiness" label={t('fields.secondaryBusiness')}>
        <Select mode="multiple" options={options(children)} maxCount={10} disabled={!main} />
      </Form.Item>
      <Form.Item
        name="licenceAttachmentId"
        label={t('fields.licence')}
        extra={licenceName ? t('fields.uploaded', { name: licenceName }) : t('fields.licenceHint')}
        rules={[rules.requiredChoice(t('fields.licence'))]}
        getValueProps={() => ({})}
      >
        <Upload
          accept=".jpg,.jpeg,.png,.pdf"
          showUploadList={false}
          beforeUpload={(file) => {
            void onUpload(file);
            return false;
          }}
        >
          <Button loading={uploading}>{t('fields.upload')}</Button>
        </Upload>
        {percent.node}
        {picked && (
          <span
            data-testid="licence-picked"
            style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 8, flexWrap: 'wrap' }}
          >
            {picked.url ? (
              <img
                src={picked.url}
                alt={picked.name}
                style={{
                  width: 96,
                  height: 64,
                  objectFit: 'cover',
                  borderRadius: 4,
                  border: '1px solid #d9e2e4',
                }}
              />
            ) : null}
            <UserText>{picked.name}</UserText>
          </span>
        )}
      </Form.Item>
      <FormError error={server.error} />
      <Button type="primary" htmlType="submit" block loading={submit.isPending}>
        {previous ? t('certification.resubmit') : t('certification.submit')}
      </Button>
    </Form>
  );
}
