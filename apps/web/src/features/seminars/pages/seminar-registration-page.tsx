import {
  fenToYuan,
  idTypeOf,
  refundAmount,
  refundShare,
  type Seminar,
  type SeminarAttendeeInput,
  type SeminarRequest,
  type SeminarRequestUpdateBody,
} from '@cidpex/contracts';
import { Alert, Button, Card, Form, Input, List, Popconfirm, Result, Skeleton, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { FormReview, type ReviewSection } from '../../../components/form-review';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { useOrder } from '../api/payments';
import { useMyRequest, useRequest, useRequestAction, useSeminar } from '../api/seminars';
import { errorText } from '../components/api-error';
import { AttendeeFields } from '../components/attendee-fields';
import { AttendeeStatus } from '../components/attendee-status';
import { RefundList } from '../components/refunds';
import { SeminarSummary } from '../components/seminar-summary';
import { SignInFirst } from '../components/sign-in-first';
import { useSeminarRules } from '../components/use-seminar-rules';
import '../seminars.css';

type DraftForm = Omit<SeminarRequestUpdateBody, 'attendees'> & { attendees: SeminarAttendeeInput[] };

function useTheRequest() {
  const [search] = useSearchParams();
  const id = Number(search.get('request'));
  const given = Number.isInteger(id) && id > 0 ? id : null;
  const byId = useRequest(given);
  const mine = useMyRequest();
  return given ? byId : mine;
}

/**
 * /seminar/seminarRegistration: register one or several audience members, then follow each
 * one's seat (seated, waiting with its place, offered until a time), add or cancel members,
 * choose the CNHPIA member price and go on to pay.
 */
export default function SeminarRegistrationPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const lang = useLang();
  const seminar = useSeminar();
  const request = useTheRequest();

  let body: React.ReactNode;
  if (!user) body = <SignInFirst />;
  else if (request.isPending || seminar.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (request.isError || seminar.isError)
    body = (
      <Result
        status="warning"
        title={errorText(request.error ?? seminar.error, tc('errors.fallback'))}
        extra={<Button onClick={() => void request.refetch()}>{tc('errors.retry')}</Button>}
      />
    );
  else if (request.data.status === 'draft') body = <DraftStep request={request.data} />;
  else if (request.data.status === 'cancelled')
    body = (
      <Result
        status="info"
        title={t('registration.cancelled')}
        extra={[
          <ButtonLink key="again" to="/seminar/seminarRegistration" type="primary">
            {t('registration.again')}
          </ButtonLink>,
          <ButtonLink key="order" to={`/seminar/seminarPay?request=${request.data.id}`}>
            {t('refund.seeOrder')}
          </ButtonLink>,
        ]}
      />
    );
  else body = <CompletedStep request={request.data} seminar={seminar.data} />;

  return (
    <div className="page seminars">
      <h1>{t('registration.title')}</h1>
      {seminar.data && (
        <Card variant="borderless" className="seminars__card">
          <h2>{seminar.data.title[lang]}</h2>
          <SeminarSummary seminar={seminar.data} />
        </Card>
      )}
      <Card variant="borderless" className="seminars__card">
        {body}
      </Card>
    </div>
  );
}

function DraftStep({ request }: { request: SeminarRequest }) {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const rules = useSeminarRules();
  const [form] = Form.useForm<DraftForm>();
  const action = useRequestAction();
  const [error, setError] = useState<string | null>(null);
  const drafts = request.attendees.filter((a) => a.status === 'draft');
  // A new request starts from what the account knows (editable): the contact is the person signed in.
  const { user } = useSession();
  const accountName = user?.name || [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  /** The values under review (null while the form is being filled). */
  const [review, setReview] = useState<DraftForm | null>(null);

  const send = async () => {
    if (!review) return;
    setError(null);
    try {
      await action.mutateAsync({ kind: 'save', id: request.id, body: review });
      await action.mutateAsync({ kind: 'complete', id: request.id });
    } catch (err) {
      setError(errorText(err, tc('errors.fallback')));
      throw err;
    }
  };

  /** Back to the form (never unmounted: every value kept), at the field given. */
  const backTo = (field?: (string | number)[]) => {
    setReview(null);
    if (field) setTimeout(() => form.scrollToField(field, { focus: true, block: 'center' }), 0);
  };

  return (
    <>
      {review && (
        <FormReview
          sections={reviewSections(review, t, backTo)}
          error={error}
          confirmLabel={t('form.confirm')}
          onConfirm={send}
          onBack={() => backTo()}
        />
      )}
      <div hidden={review !== null}>
        <Form<DraftForm>
          form={form}
          layout="vertical"
          name="seminarRegistration"
          onFinish={(values) => {
            setError(null);
            setReview(values);
          }}
          onValuesChange={() => setError(null)}
          initialValues={{
            contactName: request.contactName ?? accountName ?? '',
            contactMobile: request.contactMobile ?? user?.mobile ?? '',
            contactEmail: request.contactEmail ?? user?.email ?? '',
            company: request.company ?? user?.company ?? '',
            attendees: drafts.length
              ? drafts.map((a) => ({
                  name: a.name,
                  mobile: a.mobile,
                  idType: idTypeOf(a.idLast6),
                  idLast6: a.idLast6,
                  company: a.company,
                  jobTitle: a.jobTitle,
                  email: a.email,
                }))
              : [{}],
          }}
        >
          <h2>{t('form.contact')}</h2>
          <div className="seminars__grid">
            <Form.Item
              name="contactName"
              label={t('form.contactName')}
              rules={[rules.required(t('form.contactName'))]}
            >
              <Input maxLength={50} autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="contactMobile"
              label={t('form.contactMobile')}
              rules={[rules.required(t('form.contactMobile')), rules.mobile]}
            >
              <Input inputMode="tel" maxLength={20} autoComplete="tel" />
            </Form.Item>
            <Form.Item
              name="contactEmail"
              label={t('form.contactEmail')}
              extra={t('form.contactEmailHint')}
              rules={[rules.required(t('form.contactEmail')), rules.email]}
            >
              <Input type="email" maxLength={254} autoComplete="email" />
            </Form.Item>
            <Form.Item name="company" label={t('form.company')}>
              <Input maxLength={100} autoComplete="organization" />
            </Form.Item>
          </div>
          <h2>{t('form.attendees')}</h2>
          <AttendeeFields />
          {error && !review && (
            <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />
          )}
          <Button type="primary" htmlType="submit" size="large">
            {t('form.submit')}
          </Button>
        </Form>
      </div>
    </>
  );
}

/**
 * The review of a registration before it is sent (issue 24): the contact, then each attendee
 * as typed; "edit" goes back to the section's first field.
 */
function reviewSections(
  values: DraftForm,
  t: TFunction<'seminars'>,
  backTo: (field: (string | number)[]) => void,
): ReviewSection[] {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : undefined);
  return [
    {
      key: 'contact',
      title: t('form.contact'),
      onEdit: () => backTo(['contactName']),
      items: (['contactName', 'contactMobile', 'contactEmail', 'company'] as const).map((k) => ({
        key: k,
        label: t(`form.${k}`),
        value: text(values[k]),
      })),
    },
    ...(values.attendees ?? []).map((a, i) => {
      const passport = a.idType === 'passport';
      return {
        key: `attendee-${i}`,
        title: t('form.attendeeN', { n: i + 1 }),
        onEdit: () => backTo(['attendees', i, 'name']),
        items: [
          { key: 'name', label: t('form.name'), value: text(a.name) },
          { key: 'mobile', label: t('form.mobile'), value: text(a.mobile) },
          { key: 'idType', label: t('form.idType'), value: t(passport ? 'form.passport' : 'form.idCard') },
          {
            key: 'idLast6',
            label: t(passport ? 'form.passportLast6' : 'form.idLast6'),
            value: text(a.idLast6),
          },
          { key: 'company', label: t('form.company'), value: text(a.company) },
          { key: 'jobTitle', label: t('form.jobTitle'), value: text(a.jobTitle) },
          { key: 'email', label: t('form.email'), value: text(a.email) },
        ],
      };
    }),
  ];
}

function CompletedStep({ request, seminar }: { request: SeminarRequest; seminar: Seminar }) {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  // The paid order, to tell before a cancel what it refunds (the seminar's rule) and to show refunds.
  const order = useOrder(request.id, false);
  const paid = order.data?.status === 'paid' ? order.data : null;
  const cancelText = (a: { id: number; name: string }) => {
    if (!paid?.attendeeIds.includes(a.id)) return t('registration.cancelConfirm', { name: a.name });
    const amount = refundAmount(paid.unitPrice, refundShare(seminar, new Date()));
    return amount > 0
      ? t('refund.confirmRefund', { name: a.name, amount: t('info.yuan', { amount: fenToYuan(amount) }) })
      : t('refund.confirmNoRefund', { name: a.name });
  };
  const rules = useSeminarRules();
  const action = useRequestAction();
  const [appendForm] = Form.useForm<{ attendees: SeminarAttendeeInput[] }>();
  const [hpiaForm] = Form.useForm<{ hpiaMember: boolean; hpiaMemberNo: string }>();
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const active = request.attendees.filter((a) => a.status !== 'cancelled' && a.status !== 'expired');
  const offered = active.some((a) => a.status === 'offered');
  const seated = active.filter((a) => a.status === 'seated').length;
  const run = (input: Parameters<typeof action.mutate>[0], then?: () => void) => {
    setError(null);
    action.mutate(input, {
      onSuccess: () => then?.(),
      onError: (err) => setError(errorText(err, tc('errors.fallback'))),
    });
  };

  return (
    <div>
      <Result
        status="success"
        title={<h2 style={{ fontSize: 20, margin: 0 }}>{t('registration.done')}</h2>}
        subTitle={t('registration.number', { id: request.id })}
        style={{ padding: '8px 0 16px' }}
      />
      {offered && (
        <Alert
          type="info"
          showIcon
          title={t('registration.offered')}
          action={
            <Button
              type="primary"
              loading={action.isPending}
              onClick={() => run({ kind: 'complete', id: request.id })}
            >
              {t('registration.confirmSeat')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <h2>{t('form.attendees')}</h2>
      <List
        dataSource={request.attendees.filter((a) => a.status !== 'cancelled')}
        renderItem={(a) => (
          <List.Item
            key={a.id}
            actions={
              a.status === 'expired'
                ? []
                : [
                    <Popconfirm
                      key="cancel"
                      title={cancelText(a)}
                      okText={t('registration.cancelYes')}
                      cancelText={tc('form.cancel')}
                      onConfirm={() => run({ kind: 'remove', id: request.id, contactId: a.id })}
                    >
                      <Button size="small" danger aria-label={t('registration.cancelOne', { name: a.name })}>
                        {t('registration.cancel')}
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <>
                  <UserText>{a.name}</UserText> <AttendeeStatus attendee={a} />
                </>
              }
              description={`${a.mobile} · ${t(idTypeOf(a.idLast6) === 'passport' ? 'form.passportLast6' : 'form.idLast6')} ${a.idLast6}`}
            />
          </List.Item>
        )}
      />
      {paid && <RefundList order={paid} />}
      {adding ? (
        <Form
          form={appendForm}
          layout="vertical"
          name="seminarAppend"
          initialValues={{ attendees: [{}] }}
          onFinish={(values) =>
            run({ kind: 'append', id: request.id, body: values }, () => {
              appendForm.resetFields();
              setAdding(false);
            })
          }
          style={{ marginTop: 16 }}
        >
          <AttendeeFields />
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            {t('registration.appendSubmit')}
          </Button>{' '}
          <Button onClick={() => setAdding(false)}>{tc('form.cancel')}</Button>
        </Form>
      ) : (
        <Button onClick={() => setAdding(true)} style={{ marginTop: 8 }}>
          {t('form.addAttendee')}
        </Button>
      )}
      <h2 style={{ marginTop: 24 }}>{t('hpia.title')}</h2>
      <Form
        form={hpiaForm}
        layout="vertical"
        name="seminarHpia"
        initialValues={{ hpiaMember: request.hpiaMember, hpiaMemberNo: request.hpiaMemberNo ?? '' }}
        onFinish={(values) =>
          run({
            kind: 'hpia',
            id: request.id,
            body: {
              hpiaMember: values.hpiaMember,
              hpiaMemberNo: values.hpiaMember ? values.hpiaMemberNo : null,
            },
          })
        }
      >
        <Form.Item name="hpiaMember" label={t('hpia.member')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.hpiaMember !== b.hpiaMember}>
          {({ getFieldValue }) =>
            getFieldValue('hpiaMember') ? (
              <Form.Item
                name="hpiaMemberNo"
                label={t('hpia.memberNo')}
                rules={[rules.required(t('hpia.memberNo'))]}
              >
                <Input maxLength={40} style={{ maxWidth: 280 }} />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        <Button htmlType="submit" loading={action.isPending}>
          {tc('form.save')}
        </Button>
      </Form>
      {seated > 0 && (
        <div className="seminars__pay">
          <ButtonLink type="primary" size="large" to={`/seminar/seminarPay?request=${request.id}`}>
            {t('registration.pay')}
          </ButtonLink>
          <ButtonLink size="large" to={`/seminar/survey?request=${request.id}`}>
            {t('survey.open')}
          </ButtonLink>
        </div>
      )}
    </div>
  );
}
