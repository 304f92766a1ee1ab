import { Card, Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { UserCenterNav, type UserCenterPage } from './user-center-nav';
import './user-center.css';

export interface UserCenterFrameProps {
  active: UserCenterPage;
  /** The page's <h1>. */
  title: string;
  /** Beside the heading (e.g. a print button). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of the four user-center pages: the menu, then the page in a card on a light background. */
export function UserCenterFrame({ active, title, extra, children }: UserCenterFrameProps) {
  return (
    <div className="user-center" style={{ background: '#f5f7f8', minHeight: '100%' }}>
      <div className="page">
        <Row gutter={[24, 16]}>
          <Col xs={24} md={7} lg={5}>
            <UserCenterNav active={active} />
          </Col>
          <Col xs={24} md={17} lg={19} style={{ minWidth: 0 }}>
            <Card
              variant="borderless"
              style={{ boxShadow: '0 1px 4px rgba(15,47,54,0.08)' }}
              styles={{ body: { padding: '20px 16px' } }}
            >
              <div
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 12,
                  marginBottom: 16,
                }}
              >
                <h1 style={{ fontSize: 22, margin: 0 }}>{title}</h1>
                {extra}
              </div>
              {children}
            </Card>
          </Col>
        </Row>
      </div>
    </div>
  );
}
