import {
  type AuditPending,
  type EnterpriseLink,
  LINK_RELATIONS,
  type LinkDecision,
  type LinkRelation,
  type Membership,
} from '@cidpex/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Form, Input, List, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../components/query-result';
import { UserText } from '../../components/user-text';
import type { ApiError } from '../../lib/http/client';
import { http } from '../../lib/http/client';
import { useLang } from '../../lib/i18n';
import { Loading } from './loading';

const linksKey = (enterpriseId: number) => ['enterprisePages', 'links', enterpriseId] as const;
const auditsKey = ['enterprisePages', 'auditPending'] as const;

/** GET exhibitor/rest/enterprise/{id}/bind/enterprise: THAT enterprise's links (members). */
export function useLinks(enterpriseId: number) {
  return useQuery({
    queryKey: linksKey(enterpriseId),
    queryFn: () =>
      http.get<EnterpriseLink[]>(`exhibitor/rest/enterprise/${enterpriseId}/bind/enterprise`, {
        silent: true,
      }),
  });
}

/** POST exhibitor/rest/enterprise/auditPending: what waits for the caller or about them. */
export function useAuditPending() {
  return useQuery({
    queryKey: auditsKey,
    queryFn: () => http.post<AuditPending>('exhibitor/rest/enterprise/auditPending', {}, { silent: true }),
  });
}

const STATE_COLOR = {
  pending: 'processing',
  accepted: 'success',
  rejected: 'error',
  cancelled: 'default',
  removed: 'default',
} as const;

/** Which decisions this side may take on a link (LINK_TRANSITIONS in the contracts). */
export function decisionsFor(link: EnterpriseLink): LinkDecision[] {
  if (link.status === 'pending') return link.direction === 'incoming' ? ['accept', 'reject'] : ['cancel'];
  if (link.status === 'accepted') return ['remove'];
  return [];
}

/** The caller's pending audits: decisions to take and submissions still waiting (auditPending). */
export function PendingAudits() {
  const { t } = useTranslation('entpages');
  const query = useAuditPending();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('audits.title')}</h2>} style={{ marginTop: 16 }}>
      <QueryResult query={query} retryText={t('retry')} errorTitle={t('loadError')} loading={<Loading />}>
        {(audits) => {
          const toDecide = audits.toDecide.filter((a) => a.count > 0);
          const waiting = audits.waiting.filter((a) => a.count > 0);
          if (toDecide.length === 0 && waiting.length === 0) return <Empty description={t('audits.none')} />;
          return (
            <div data-testid="pending-audits">
              {toDecide.length > 0 && <h3 style={{ fontSize: 14 }}>{t('audits.toDecide')}</h3>}
              <Space wrap>
                {toDecide.map((a) => (
                  <Tag key={a.kind} color="orange">
                    {t(`audits.kinds.${a.kind}`)}: {a.count}
                  </Tag>
                ))}
              </Space>
              {waiting.length > 0 && <h3 style={{ fontSize: 14 }}>{t('audits.waiting')}</h3>}
              <Space wrap>
                {waiting.map((a) => (
                  <Tag key={a.kind} color="blue">
                    {t(`audits.kinds.${a.kind}`)}: {a.count}
                  </Tag>
                ))}
              </Space>
            </div>
          );
        }}
      </QueryResult>
    </Card>
  );
}

/**
 * Related enterprises (spec §7 enterprise/bind, bindNew, bind/enterprise): the administrator
 * asks another certified enterprise by its credit code, decides requests received, cancels
 * or removes; every member sees the list.
 */
export function RelatedEnterprises({ membership }: { membership: Membership }) {
  const { t } = useTranslation('entpages');
  const { message } = App.useApp();
  const english = useLang() === 'en';
  const client = useQueryClient();
  const admin = membership.role === 'admin';
  const query = useLinks(membership.enterpriseId);
  const [form] = Form.useForm<{ creditCode: string; relation: LinkRelation }>();
  const [error, setError] = useState<string | null>(null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: linksKey(membership.enterpriseId) });
    void client.invalidateQueries({ queryKey: auditsKey });
  };
  const ask = useMutation({
    mutationFn: (body: { creditCode: string; relation: LinkRelation }) =>
      http.post<EnterpriseLink>('exhibitor/rest/enterprise/bindNew', body, { silent: true }),
    onSuccess: () => {
      form.resetFields();
      void message.success(t('related.sent'));
      refresh();
    },
    onError: (err: ApiError) => setError(err.message),
  });
  const decide = useMutation({
    mutationFn: (body: { linkId: number; decision: LinkDecision }) =>
      http.post<EnterpriseLink>(
        `exhibitor/rest/enterprise/${membership.enterpriseId}/bind/enterprise`,
        body,
        {
          silent: true,
        },
      ),
    onSuccess: refresh,
    onError: (err: ApiError) => setError(err.message),
  });

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('related.title')}</h2>} style={{ marginTop: 16 }}>
      {admin && (
        <Form
          form={form}
          layout="inline"
          initialValues={{ relation: 'affiliate' }}
          onFinish={(v) => {
            setError(null);
            ask.mutate({ creditCode: v.creditCode.trim().toUpperCase(), relation: v.relation });
          }}
          style={{ rowGap: 8, marginBottom: 12 }}
        >
          <Form.Item
            name="creditCode"
            label={t('related.creditCode')}
            rules={[
              { required: true, message: t('related.creditCodeRequired') },
              { len: 18, message: t('related.creditCodeLength') },
            ]}
          >
            <Input maxLength={18} style={{ width: 220 }} autoComplete="off" />
          </Form.Item>
          <Form.Item name="relation" label={t('related.relation')}>
            <Select
              style={{ width: 140 }}
              options={LINK_RELATIONS.map((r) => ({ value: r, label: t(`related.relations.${r}`) }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={ask.isPending}>
            {t('related.ask')}
          </Button>
        </Form>
      )}
      {!admin && <p className="dir-muted">{t('related.adminOnly')}</p>}
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} />}
      <QueryResult query={query} retryText={t('retry')} errorTitle={t('loadError')} loading={<Loading />}>
        {(links) =>
          links.length === 0 ? (
            <Empty description={t('related.none')} />
          ) : (
            <List
              data-testid="related-list"
              dataSource={links}
              renderItem={(link) => (
                <List.Item
                  actions={
                    admin
                      ? decisionsFor(link).map((d) => (
                          <Button
                            key={d}
                            size="small"
                            danger={d === 'reject' || d === 'remove'}
                            loading={decide.isPending && decide.variables?.linkId === link.id}
                            onClick={() => {
                              setError(null);
                              decide.mutate({ linkId: link.id, decision: d });
                            }}
                          >
                            {t(`related.decisions.${d}`)}
                          </Button>
                        ))
                      : []
                  }
                >
                  <List.Item.Meta
                    title={
                      <UserText>
                        {english && link.other.nameEn ? link.other.nameEn : link.other.name}
                      </UserText>
                    }
                    description={
                      <Space wrap>
                        <span>{t(`related.relations.${link.relation}`)}</span>
                        <span>{t(`related.direction.${link.direction}`)}</span>
                        <Tag color={STATE_COLOR[link.status]}>{t(`related.states.${link.status}`)}</Tag>
                      </Space>
                    }
                  />
                </List.Item>
              )}
            />
          )
        }
      </QueryResult>
    </Card>
  );
}
