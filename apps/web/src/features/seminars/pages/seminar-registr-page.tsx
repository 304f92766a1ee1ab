import { idTypeOf, type SeminarAuthBody } from '@cidpex/contracts';
import { Alert, Button, Card, Empty, Form, Input, InputNumber, List, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { UserText } from '../../../components/user-text';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { useMyRequests, useRequestAction, useSeminar } from '../api/seminars';
import { errorText } from '../components/api-error';
import { AttendeeStatus } from '../components/attendee-status';
import { SignInFirst } from '../components/sign-in-first';
import { useSeminarRules } from '../components/use-seminar-rules';
import '../seminars.css';

/**
 * /seminarRegistr: your seminar registrations and their seats, and for an attendee a
 * colleague registered: claim the place with the registration number, mobile and the last
 * six digits of the ID number.
 */
export default function SeminarRegistrPage() {
  const { t } = useTranslation('seminars');
  const { t: tc } = useTranslation();
  const { user } = useSession();
  const lang = useLang();
  const seminar = useSeminar();
  const requests = useMyRequests();
  const action = useRequestAction();
  const rules = useSeminarRules();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  if (!user)
    return (
      <div className="page seminars">
        <h1>{t('registr.title')}</h1>
        <Card variant="borderless">
          <SignInFirst />
        </Card>
      </div>
    );

  const onClaim = (values: SeminarAuthBody & { requestId: number }) => {
    setError(null);
    const { requestId, ...rest } = values;
    const idLast6 = rest.idLast6.trim().toUpperCase();
    const body = { ...rest, idLast6, idType: idTypeOf(idLast6) };
    action.mutate(
      { kind: 'auth', id: requestId, body },
      {
        onSuccess: (request) => navigate(`/seminar/seminarRegistration?request=${request.id}`),
        onError: (err) => setError(errorText(err, tc('errors.fallback'))),
      },
    );
  };

  const visible = (requests.data ?? []).filter((r) => r.status !== 'cancelled' && r.attendees.length > 0);
  return (
    <div className="page seminars">
      <h1>{t('registr.title')}</h1>
      <Card variant="borderless" className="seminars__card">
        <h2>{seminar.data ? seminar.data.title[lang] : t('registr.mine')}</h2>
        {requests.isPending ? (
          <Skeleton active />
        ) : visible.length === 0 ? (
          <Empty description={t('registr.none')}>
            <ButtonLink type="primary" to="/seminar/seminarRegistration">
              {t('info.register')}
            </ButtonLink>
          </Empty>
        ) : (
          <List
            dataSource={visible}
            renderItem={(r) => (
              <List.Item
                key={r.id}
                actions={[
                  <ButtonLink key="open" to={`/seminar/seminarRegistration?request=${r.id}`}>
                    {t('registr.open')}
                  </ButtonLink>,
                ]}
              >
                <List.Item.Meta
                  title={t('registration.number', { id: r.id })}
                  description={
                    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
                      {r.status === 'draft' && <span>{t('registr.draft')}</span>}
                      {r.attendees
                        .filter((a) => a.status !== 'cancelled')
                        .map((a) => (
                          <span key={a.id}>
                            <UserText>{a.name}</UserText> <AttendeeStatus attendee={a} />
                          </span>
                        ))}
                    </span>
                  }
                />
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card variant="borderless" className="seminars__card">
        <h2>{t('registr.claimTitle')}</h2>
        <p>{t('registr.claimIntro')}</p>
        <Form layout="vertical" name="seminarClaim" onFinish={onClaim} style={{ maxWidth: 420 }}>
          <Form.Item
            name="requestId"
            label={t('registr.requestId')}
            rules={[{ required: true, message: tc('form.required', { label: t('registr.requestId') }) }]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="mobile"
            label={t('form.mobile')}
            rules={[rules.required(t('form.mobile')), rules.mobile]}
          >
            <Input inputMode="tel" maxLength={20} />
          </Form.Item>
          <Form.Item
            name="idLast6"
            label={t('form.idOrPassportLast6')}
            rules={[rules.required(t('form.idOrPassportLast6')), rules.idOrPassportLast6]}
          >
            <Input maxLength={6} />
          </Form.Item>
          {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={action.isPending}>
            {t('registr.claim')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
