import type { Plugin } from 'vite';

/** Initialisers that evaluate to themselves: nothing to mark. */
const PLAIN = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
  'Literal',
  'Identifier',
  'TemplateLiteral',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/**
 * Top-level constants of the shared contracts marked pure, so the web bundle drops the ones no
 * page uses (issues 21 and 22). The contracts define about 2,000 zod schemas; rolldown keeps
 * every one whose definition goes through a helper (`plain(120)`), `.extend()` or `.refine()`
 * of another constant, because it cannot tell such a call has no side effect — and zod's
 * classic schemas are costly to build: a phone at start built 1,158 of them for the news page
 * (150 ms of main thread at 4x slowdown). A contracts module's top level only defines schemas,
 * constants and functions (packages/contracts is `sideEffects: false` already); a constant the
 * app uses is kept and built exactly as before.
 */
export function pureContracts(scope = '/packages/contracts/src/'): Plugin {
  return {
    name: 'cidpex-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes(scope) || !/\.[cm]?[jt]sx?$/.test(id) || /\.test\.[jt]s$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const spans: [number, number][] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (init && !PLAIN.has(init.type)) spans.push([init.start, init.end]);
        }
      }
      if (spans.length === 0) return null;
      let out = code;
      for (const [start, end] of spans.sort((a, b) => b[0] - a[0])) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
