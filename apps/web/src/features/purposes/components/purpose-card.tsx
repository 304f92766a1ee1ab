import type { Purpose } from '@cidpex/contracts';
import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text';
import { useFormatTime, usePurposePaths } from './purpose-parts';

/**
 * A post on the board: cover, type, title, the start of its text, publisher, counts. On the
 * English site a post written in Chinese says so (its text is marked zh-Hans or zh-Hant by UserText).
 */
export function PurposeCard({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation('purposes');
  const paths = usePurposePaths();
  const time = useFormatTime();
  const text = purpose.shown ?? purpose;
  const publisher = paths.english
    ? (purpose.publisher.enterpriseNameEn ?? purpose.publisher.enterpriseName ?? purpose.publisher.name)
    : (purpose.publisher.enterpriseName ?? purpose.publisher.name);
  return (
    <Card
      size="small"
      style={{ height: '100%' }}
      cover={
        purpose.cover ? (
          <img
            src={`${purpose.cover.url}?width=430`}
            alt={purpose.title}
            width={215}
            height={140}
            style={{ objectFit: 'cover', aspectRatio: '215 / 140', height: 'auto' }}
            loading="lazy"
          />
        ) : undefined
      }
    >
      <Space size={4} wrap style={{ marginBottom: 4 }}>
        <Tag color={purpose.type === 'supply' ? 'cyan' : 'orange'}>{t(`types.${purpose.type}`)}</Tag>
        <Tag>{t(`categories.${purpose.category}`)}</Tag>
        {paths.english && purpose.lang !== 'en' ? (
          <Tag className="purpose-card__lang" data-testid="post-in-chinese">
            {t('card.inChinese')}
          </Tag>
        ) : null}
      </Space>
      <Typography.Title level={3} style={{ fontSize: 16, margin: '4px 0' }}>
        <Link to={paths.detail(purpose.id)}>
          <UserText>{text.title}</UserText>
        </Link>
      </Typography.Title>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4, color: '#3d4b4f' }}>
        <UserText>{text.content}</UserText>
      </Typography.Paragraph>
      <div style={{ color: '#5b6b70', fontSize: 13 }}>
        <UserText>{publisher}</UserText> · {time(purpose.publishTime)}
        <br />
        {t('card.counts', { comments: purpose.commentCount, favorites: purpose.favoriteCount })}
      </div>
    </Card>
  );
}
