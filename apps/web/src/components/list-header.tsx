import { Space } from 'antd';
import type { ReactNode } from 'react';

/** The line above a list: what it holds or how to narrow it at the start, its actions at the end. */
export function ListHeader({ children }: { children: ReactNode }) {
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
      {children}
    </Space>
  );
}
