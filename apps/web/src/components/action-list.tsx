import { List } from 'antd';
import type { ReactNode } from 'react';

/** What one row of an ActionList shows. */
export interface ActionListItem {
  /** Beside the row (under it on a narrow screen); `null` entries are left out. */
  actions: ReactNode[];
  avatar?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}

/** The rows of a list in the enterprise centre, each with what it is and what can be done with it. */
export function ActionList<Row extends { id: number }>({
  rows,
  item,
}: {
  rows: Row[];
  item: (row: Row) => ActionListItem;
}) {
  return (
    <List
      className="wrap-actions"
      dataSource={rows}
      rowKey="id"
      renderItem={(row) => {
        const { actions, avatar, title, description } = item(row);
        return (
          <List.Item style={{ flexWrap: 'wrap', gap: 8 }} actions={actions.filter(Boolean)}>
            <List.Item.Meta avatar={avatar} title={title} description={description} />
          </List.Item>
        );
      }}
    />
  );
}
