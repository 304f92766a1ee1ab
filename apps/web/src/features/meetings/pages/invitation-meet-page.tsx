import { APPOINTMENT_LIMITS, type PlaceOption } from '@cidpex/contracts';
import { Alert, App, Button, Card, Input, List, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserText } from '../../../components/user-text';
import type { ApiError } from '../../../lib/http/client';
import { useUrlParams } from '../../../lib/url-params';
import { useCreateMeeting, useExhibitorSearch, usePlaceTime } from '../api/meetings';
import { SlotPicker, useMeetingPaths } from '../components/meeting-parts';

const placeKey = (p: PlaceOption) => (p.kind === 'booth' ? `booth:${p.boothNo}` : `point:${p.meetingPoint}`);

/** Choosing whom to invite: exhibitors by name, brand or booth number. */
function ExhibitorPicker({ onPick }: { onPick: (enterpriseId: number) => void }) {
  const { t } = useTranslation('meetings');
  const [keyword, setKeyword] = useState('');
  const found = useExhibitorSearch(keyword);
  return (
    <Card size="small" title={t('meet.whom')}>
      <Input.Search
        aria-label={t('meet.search')}
        placeholder={t('meet.search')}
        enterButton={t('meet.searchButton')}
        onSearch={(value) => setKeyword(value.trim())}
        loading={found.isFetching}
      />
      {found.isError ? <Alert type="error" showIcon title={(found.error as ApiError).message} /> : null}
      {found.data ? (
        <List
          dataSource={found.data.rows}
          locale={{ emptyText: t('meet.noExhibitor') }}
          renderItem={(row) => (
            <List.Item
              actions={[
                <Button key="pick" type="link" onClick={() => onPick(row.enterpriseId)}>
                  {t('meet.pick')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={<UserText>{row.displayName}</UserText>}
                description={row.booths.map((b) => `${b.boothNo} · ${b.hallName}`).join('  ')}
              />
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}

/**
 * /interaction/InvitationMeet and /en/InvitationMeetEn (?enterpriseId=&purposeId=): invite an
 * exhibitor to meet in a free slot of the fair at its booth (by default) or a meeting point.
 */
export default function InvitationMeetPage() {
  const { t } = useTranslation('meetings');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const paths = useMeetingPaths();
  const [params, update] = useUrlParams();
  const enterpriseId = Number(params.get('enterpriseId')) || null;
  const purposeId = Number(params.get('purposeId')) || undefined;
  const day = params.get('day');
  const [time, setTime] = useState<string | null>(null);
  const [place, setPlace] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const slots = usePlaceTime(enterpriseId, day);
  const create = useCreateMeeting();
  const data = slots.data;
  const chosenPlace = data?.places.find((p) => placeKey(p) === place) ?? data?.places[0];

  const submit = () => {
    if (!data || !time || !chosenPlace || !enterpriseId) return;
    create.mutate(
      {
        inviteeEnterpriseId: enterpriseId,
        day: data.day,
        time,
        placeKind: chosenPlace.kind,
        ...(chosenPlace.kind === 'booth'
          ? { boothNo: chosenPlace.boothNo ?? undefined }
          : { meetingPoint: chosenPlace.meetingPoint ?? undefined }),
        topic,
        purposeId,
      },
      {
        onSuccess: () => {
          void message.success(t('meet.sent'));
          void navigate(paths.list);
        },
      },
    );
  };

  return (
    <div className="page" style={{ maxWidth: 760 }}>
      <h1 style={{ fontSize: 24 }}>{t('meet.title')}</h1>
      <p style={{ color: '#5b6b70' }}>{t('meet.intro')}</p>
      {!enterpriseId ? (
        <ExhibitorPicker onPick={(id) => update({ enterpriseId: id, day: null })} />
      ) : slots.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : slots.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={(slots.error as ApiError).message}
          action={<Button onClick={() => void slots.refetch()}>{t('retry')}</Button>}
        />
      ) : data ? (
        <Card size="small">
          <p>
            {t('meet.with')} <UserText>{data.enterpriseName}</UserText>{' '}
            <Button type="link" size="small" onClick={() => update({ enterpriseId: null, day: null })}>
              {t('meet.change')}
            </Button>
          </p>
          <SlotPicker
            data={data}
            time={time}
            onDay={(d) => {
              setTime(null);
              update({ day: d });
            }}
            onTime={setTime}
          />
          <div style={{ marginTop: 16 }}>
            <label htmlFor="meeting-place" style={{ display: 'block', marginBottom: 4 }}>
              {t('place')}
            </label>
            <Select
              id="meeting-place"
              style={{ width: '100%' }}
              value={chosenPlace ? placeKey(chosenPlace) : undefined}
              onChange={setPlace}
              options={data.places.map((p) => ({ value: placeKey(p), label: p.label }))}
            />
          </div>
          <div style={{ marginTop: 16 }}>
            <label htmlFor="meeting-topic" style={{ display: 'block', marginBottom: 4 }}>
              <span style={{ color: '#c0392b' }}>* </span>
              {t('topic')}
            </label>
            <Input.TextArea
              id="meeting-topic"
              value={topic}
              rows={3}
              showCount
              maxLength={APPOINTMENT_LIMITS.topicMax}
              placeholder={t('meet.topicHint')}
              onChange={(e) => setTopic(e.target.value)}
            />
          </div>
          {purposeId ? <p style={{ color: '#5b6b70' }}>{t('meet.aboutPost', { id: purposeId })}</p> : null}
          {create.isError ? (
            <Alert
              style={{ marginTop: 12 }}
              type="error"
              showIcon
              title={(create.error as ApiError).message}
            />
          ) : null}
          <Button
            type="primary"
            size="large"
            block
            style={{ marginTop: 16 }}
            disabled={!time || !topic.trim()}
            loading={create.isPending}
            onClick={submit}
          >
            {t('meet.send')}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
