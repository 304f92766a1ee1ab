import {
  CHINA,
  type DictEntry,
  type EditEnterpriseBody,
  type Enterprise,
  LANDLINE_PATTERN,
  POSTAL_CODE_PATTERN,
  WEBSITE_PATTERN,
} from '@cidpex/contracts';
import { Alert, App, Button, Divider, Form, type FormRule, Input, Result, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormError, useFormRules, useServerError } from '../../accounts';
import { useEditBusiness, useEditEnterprise, useEnterprise } from '../api/center';
import { useDict } from '../api/certification';
import { CenterFrame } from './center-frame';

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

const orEmpty = (value: string | null) => value ?? undefined;

/** Names and information (PUT portal/rest/entCer/editEnterpriseData). */
function InfoForm({ enterprise, editable }: { enterprise: Enterprise; editable: boolean }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<EditEnterpriseBody>();
  const server = useServerError(form, { ENTERPRISE_NAME_TAKEN: 'name' });
  const save = useEditEnterprise();
  const country = Form.useWatch('country', form);
  const types = useDict('businessType');
  const natures = useDict('enterpriseNature');
  const countries = useDict('country');
  const provinces = useDict('province');

  async function onFinish(values: EditEnterpriseBody) {
    server.clear();
    try {
      await save.mutateAsync(values);
      message.success(t('center.saved'));
    } catch (err) {
      server.show(err);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!editable}
      onFinish={onFinish}
      initialValues={{
        name: enterprise.name,
        nameEn: orEmpty(enterprise.nameEn),
        type: enterprise.type,
        nature: enterprise.nature,
        country: enterprise.country,
        province: orEmpty(enterprise.province),
        address: enterprise.address,
        postalCode: orEmpty(enterprise.postalCode),
        website: orEmpty(enterprise.website),
        landline: orEmpty(enterprise.landline),
        fax: orEmpty(enterprise.fax),
      }}
    >
      <Form.Item name="name" label={t('fields.name')} rules={[rules.required(t('fields.name'))]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('fields.nameEn')}>
        <Input maxLength={200} />
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
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="postalCode"
        label={t('fields.postalCode')}
        rules={[pattern((v) => POSTAL_CODE_PATTERN.test(v), t('rules.postalCode'))]}
      >
        <Input maxLength={12} />
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
      <FormError error={server.error} />
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('center.saveInfo')}
        </Button>
      )}
    </Form>
  );
}

/** Main and secondary business (PUT portal/rest/entCer/editEnterpriseBusinessData). */
function BusinessForm({ enterprise, editable }: { enterprise: Enterprise; editable: boolean }) {
  const { t } = useTranslation('enterprises');
  const { message } = App.useApp();
  const rules = useFormRules();
  const [form] = Form.useForm<{ mainBusiness: string; secondaryBusiness: string[] }>();
  const server = useServerError(form);
  const save = useEditBusiness();
  const industries = useDict('industry');
  const main = Form.useWatch('mainBusiness', form);
  const top = industries.data?.filter((row) => !row.parentCode);
  const children = industries.data?.filter((row) => row.parentCode && row.parentCode === main);
  return (
    <Form
      form={form}
      layout="vertical"
      disabled={!editable}
      initialValues={{
        mainBusiness: enterprise.mainBusiness,
        secondaryBusiness: enterprise.secondaryBusiness,
      }}
      onFinish={async (values) => {
        server.clear();
        try {
          await save.mutateAsync(values);
          message.success(t('center.saved'));
        } catch (err) {
          server.show(err);
        }
      }}
    >
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
        <Select mode="multiple" options={options(children)} maxCount={10} />
      </Form.Item>
      <FormError error={server.error} />
      {editable && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('center.saveBusiness')}
        </Button>
      )}
    </Form>
  );
}

function EntInfo({ enterpriseId, admin }: { enterpriseId: number; admin: boolean }) {
  const { t } = useTranslation('enterprises');
  const view = useEnterprise(enterpriseId);
  if (view.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const enterprise = view.data?.enterprise;
  if (view.isError || !enterprise) {
    return (
      <Result
        status="warning"
        title={t('loadError')}
        extra={<Button onClick={() => void view.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <div style={{ maxWidth: 640 }}>
      {!admin && <Alert type="info" showIcon title={t('center.adminOnly')} style={{ marginBottom: 16 }} />}
      <InfoForm key={`info-${enterprise.id}`} enterprise={enterprise} editable={admin} />
      <Divider titlePlacement="start">{t('center.business')}</Divider>
      <BusinessForm key={`business-${enterprise.id}`} enterprise={enterprise} editable={admin} />
    </div>
  );
}

/** /myEnterprise/entInfo and /enterpriseCenterEn/entInfo: names, information and business; the administrator edits. */
export default function EntInfoPage() {
  const { t } = useTranslation('enterprises');
  return (
    <CenterFrame active="entInfo" title={t('center.menu.entInfo')}>
      {(membership) => <EntInfo enterpriseId={membership.enterpriseId} admin={membership.role === 'admin'} />}
    </CenterFrame>
  );
}
