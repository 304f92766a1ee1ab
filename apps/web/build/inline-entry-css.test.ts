import type { IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

function transform(html: string, bundle: Record<string, unknown>) {
  const hook = inlineEntryCss().transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => string;
  };
  return hook.handler(html, { bundle } as unknown as IndexHtmlTransformContext);
}

describe('inlineEntryCss', () => {
  const html =
    '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" href="/assets/other.css"></head>';

  it("writes the entry's stylesheet into the page and leaves a disabled link for Vite's preloader", () => {
    const out = transform(html, {
      'assets/index-1.css': { type: 'asset', source: '.a{color:red}' },
      'assets/other.css': { type: 'asset', source: new TextEncoder().encode('.b{color:blue}') },
    });
    expect(out).toContain(
      '<style>.a{color:red}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>',
    );
    expect(out).toContain('<style>.b{color:blue}</style>');
    expect(out).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  });

  it('cannot be closed early by a stylesheet holding </style', () => {
    const out = transform(html, {
      'assets/index-1.css': { type: 'asset', source: 'a::after{content:"</style>"}' },
    });
    expect(out).toContain('content:"<\\/style>"');
    expect(out.match(/<\/style>/g)).toHaveLength(1);
  });

  it('keeps a link whose file is not in the bundle', () => {
    const out = transform(html, {});
    expect(out).toBe(html);
  });
});
