import { type Comment, PURPOSE_LIMITS, type Purpose } from '@cidpex/contracts';
import { Alert, App, Button, Form, Input, List, Pagination, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { useAddComment, useComments, useDeleteComment, useHideComment } from '../api/interactions';
import { SafeText, useFormatTime } from './purpose-parts';

/** The commenter's enterprise: its English name on the English site when it has one (issue 24). */
export function commentEnterprise(
  c: Pick<Comment, 'enterpriseName' | 'enterpriseNameEn'>,
  english: boolean,
): string | null {
  return (english && c.enterpriseNameEn) || c.enterpriseName;
}

/** A post's comments, newest first, with the form to add one; authors delete theirs, the organizer hides any. */
export function CommentThread({
  purpose,
  canComment,
  blocked,
}: {
  purpose: Purpose;
  canComment: boolean;
  blocked?: string;
}) {
  const { t } = useTranslation('purposes');
  const { message } = App.useApp();
  const { user } = useSession();
  const organizer = Boolean(user?.roles.includes('organizer'));
  const [page, setPage] = useState(1);
  const query = useComments(purpose.id, page);
  const add = useAddComment();
  const remove = useDeleteComment();
  const hide = useHideComment();
  const time = useFormatTime();
  const english = useLang() === 'en';
  const [form] = Form.useForm<{ content: string }>();
  return (
    <section aria-labelledby="comments-title">
      <h2 id="comments-title" style={{ fontSize: 18 }}>
        {t('detail.comments', { count: purpose.commentCount })}
      </h2>
      {blocked ? <Alert type="info" showIcon title={blocked} style={{ marginBottom: 12 }} /> : null}
      {canComment ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) =>
            add.mutate(
              { purposeId: purpose.id, content: v.content },
              {
                onSuccess: () => {
                  form.resetFields();
                  void message.success(t('detail.commented'));
                },
              },
            )
          }
        >
          <Form.Item
            name="content"
            label={t('detail.comment')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('form.required', { label: t('detail.comment') }),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={PURPOSE_LIMITS.commentMax} showCount />
          </Form.Item>
          {add.error ? (
            <Alert
              type="error"
              showIcon
              title={(add.error as ApiError).message}
              style={{ marginBottom: 8 }}
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('detail.sendComment')}
          </Button>
        </Form>
      ) : null}
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={(query.error as ApiError).message}
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <>
          <List
            dataSource={query.data.rows}
            rowKey="id"
            locale={{ emptyText: t('detail.noComments') }}
            renderItem={(c) => (
              <List.Item
                actions={[
                  c.mine ? (
                    <ConfirmButton
                      key="delete"
                      type="link"
                      danger
                      label={t('detail.deleteComment')}
                      confirm={t('detail.deleteCommentConfirm')}
                      onConfirm={() => remove.mutate(c.id)}
                    />
                  ) : null,
                  organizer && !c.hidden ? (
                    <ConfirmButton
                      key="hide"
                      type="link"
                      danger
                      label={t('detail.hideComment')}
                      confirm={t('detail.hideCommentConfirm')}
                      onConfirm={() => hide.mutate(c.id)}
                    />
                  ) : null,
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  title={
                    <>
                      <UserText>{c.userName}</UserText>
                      {commentEnterprise(c, english) ? (
                        <span style={{ color: '#5b6b70', fontWeight: 400 }}>
                          {' · '}
                          <UserText>{commentEnterprise(c, english)}</UserText>
                        </span>
                      ) : null}
                      <span style={{ color: '#5b6b70', fontWeight: 400, fontSize: 12 }}>
                        {' '}
                        · {time(c.createdAt)}
                      </span>
                    </>
                  }
                  description={<SafeText text={c.content} />}
                />
              </List.Item>
            )}
          />
          {query.data.total > 20 ? (
            <Pagination
              current={page}
              pageSize={20}
              total={query.data.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
