import type { Staff, StaffRole } from '@cidpex/contracts';
import { App, Button, Empty, Input, List, Popconfirm, Result, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { formatDate } from '../../../lib/date-format';
import { useLang } from '../../../lib/i18n';
import { PAGE_SIZE, useAlterType, useDeleteEmployee, useStaffPage } from '../api/center';

const ROLE_COLOR: Record<StaffRole, string> = { admin: 'gold', operator: 'cyan', staff: 'default' };

/**
 * Members of the enterprise with search and paging. The administrator changes a member's
 * role (operator or staff) and removes members; nobody touches the administrator's row here
 * (replacing the administrator needs the SMS code). Others only read the list.
 */
export function StaffList({ admin }: { admin: boolean }) {
  const { t } = useTranslation('enterprises');
  const lang = useLang();
  const { message } = App.useApp();
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useStaffPage({ keyword: keyword || undefined, page, pageSize: PAGE_SIZE });
  const alter = useAlterType();
  const remove = useDeleteEmployee();

  const actions = (row: Staff) => {
    if (!admin || row.role === 'admin') return [];
    return [
      <Select<StaffRole>
        key="role"
        size="small"
        aria-label={t('staff.roleOf', { name: row.name ?? row.mobile ?? '' })}
        value={row.role}
        style={{ width: 120 }}
        loading={alter.isPending && alter.variables?.staffId === row.id}
        options={(['operator', 'staff'] as const).map((role) => ({ value: role, label: t(`roles.${role}`) }))}
        onChange={(role) =>
          alter.mutate(
            { staffId: row.id, role },
            { onSuccess: () => message.success(t('staff.roleChanged')) },
          )
        }
      />,
      <Popconfirm
        key="delete"
        title={t('staff.deleteConfirm', { name: row.name ?? row.mobile ?? '' })}
        okText={t('staff.delete')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          remove.mutateAsync(row.id).then(() => {
            message.success(t('staff.deleted'));
          })
        }
      >
        <Button size="small" danger>
          {t('staff.delete')}
        </Button>
      </Popconfirm>,
    ];
  };

  return (
    <>
      <Input.Search
        aria-label={t('staff.search')}
        placeholder={t('staff.search')}
        allowClear
        maxLength={50}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 12 }}
      />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : query.isError ? (
        <Result
          status="warning"
          title={t('loadError')}
          extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <List
          className="wrap-actions"
          dataSource={query.data.rows}
          locale={{ emptyText: <Empty description={keyword ? t('staff.noMatch') : t('staff.empty')} /> }}
          header={<span>{t('staff.count', { count: query.data.total })}</span>}
          pagination={
            query.data.total > PAGE_SIZE
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: query.data.total,
                  onChange: setPage,
                  size: 'small',
                }
              : false
          }
          renderItem={(row) => (
            <List.Item actions={actions(row)} data-testid={`staff-${row.id}`}>
              <List.Item.Meta
                title={
                  <Space wrap size={6}>
                    <UserText fallback={t('staff.noName')}>{row.name}</UserText>
                    <Tag color={ROLE_COLOR[row.role]}>{t(`roles.${row.role}`)}</Tag>
                  </Space>
                }
                description={
                  <>
                    {[row.mobile, row.email].filter(Boolean).join(' · ')}
                    {(row.department || row.position || row.jobTitle) && (
                      <div>
                        <UserText>
                          {[row.department, row.position, row.jobTitle].filter(Boolean).join(' / ')}
                        </UserText>
                      </div>
                    )}
                    <div>{t('staff.joinedAt', { date: formatDate(row.joinedAt, lang) })}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </>
  );
}
