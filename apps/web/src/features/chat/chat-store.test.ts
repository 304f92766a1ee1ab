import type { ImConversation } from '@cidpex/contracts';
import { describe, expect, it } from 'vitest';
import { type ChatState, chatSocketUrl, savesRecords, totalUnread, unreadLabel } from './chat-store';

function conv(id: string, unreadCount: number): ImConversation {
  return { conversationID: id, type: 'C2C', unreadCount, lastMessage: null, peerReadSequence: 0 };
}

describe('chat store rules (spec §4, §5)', () => {
  const state = {
    conversations: [conv('C2Cu1', 3), conv('C2Cu2', 120), conv('GROUP7', 2)],
    current: conv('C2Cu2', 120),
  } as ChatState;

  it('the total skips the current conversation while the window has focus, not otherwise', () => {
    expect(totalUnread(state, true)).toBe(5);
    expect(totalUnread(state, false)).toBe(125);
  });

  it('the badge caps at 99+ from the first count on', () => {
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
    expect(unreadLabel(1)).toBe('1');
  });

  it('keeps records of C2C conversations except the one with the organizer', () => {
    expect(savesRecords('C2Cu5')).toBe(true);
    expect(savesRecords('C2Ccidpex_organizer')).toBe(false);
    expect(savesRecords('GROUP3')).toBe(false);
    expect(savesRecords(undefined)).toBe(false);
  });
});

describe('chat socket address (issue 24)', () => {
  it('carries the portal language, so contacts’ enterprises come in English on the English site', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'fair.example' }, '/im/ws', 'en')).toBe(
      'wss://fair.example/im/ws?lang=en',
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:8080' }, '/im/ws', 'zh-Hant')).toBe(
      'ws://localhost:8080/im/ws?lang=zh-Hant',
    );
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:8080' }, '/im/ws')).toBe(
      'ws://localhost:8080/im/ws',
    );
  });
});
