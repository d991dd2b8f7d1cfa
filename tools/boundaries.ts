import type { ImportGraph } from './import-graph.ts';

/**
 * The import rules of the code base (docs/decisions and issue 21, "Boundaries, enforced"):
 * - no import cycle between server modules, between web features, or between files;
 * - code outside a module/feature imports only its public entry (`index.ts`); files inside import freely;
 * - the shared layers (`components/`, `lib/`) never import a module/feature;
 * - production code never imports test support (tests, `test/`, `test-support/`, `testing.ts`).
 * Each violation has a stable `key` (for sorting and comparing) and a readable `message`.
 */
export type Violation = { key: string; message: string };

/** A server module or a web feature: a folder whose outside world sees only its `index.ts`. */
export type Unit = { group: 'server modules' | 'web features'; name: string; folder: string };

const unitFolders = [
  { group: 'server modules', prefix: 'apps/server/src/modules/' },
  { group: 'web features', prefix: 'apps/web/src/features/' },
] as const;

export function unitOf(file: string): Unit | undefined {
  for (const { group, prefix } of unitFolders) {
    if (!file.startsWith(prefix)) continue;
    const name = file.slice(prefix.length).split('/')[0]!;
    // A file lying directly in modules/ (a cross-module test) belongs to no module.
    if (file.slice(prefix.length).includes('/')) return { group, name, folder: `${prefix}${name}/` };
  }
  return undefined;
}

export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

const testSupportPatterns = [
  /^apps\/server\/(src\/)?test(-support)?\//,
  /^apps\/web\/src\/test\//,
  /^packages\/[^/]+\/src\/test\//,
  /^packages\/db\/src\/testing(-[a-z-]+)?\.ts$/,
];

export function isTestSupport(file: string): boolean {
  return testSupportPatterns.some((pattern) => pattern.test(file));
}

/** Production code: shipped by a build (neither a test nor test support). */
export function isProduction(file: string): boolean {
  return !isTestFile(file) && !isTestSupport(file);
}

/** The shared layers below the features: they may not know any feature or module. */
const sharedLayers = [/^apps\/web\/src\/components\//, /^apps\/web\/src\/lib\//, /^apps\/server\/src\/lib\//];

function isPublicEntry(file: string, unit: Unit): boolean {
  return file === `${unit.folder}index.ts` || file === `${unit.folder}index.tsx`;
}

/** Strongly connected components with more than one member (Tarjan), members sorted. */
export function cyclicComponents(edges: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);
  return components.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One shortest cycle through the component's first member, as a path `a → b → a`. */
export function cyclePath(edges: Map<string, Set<string>>, component: string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path: string[] = [];
        for (let step = node; step !== start; step = previous.get(step)!) path.unshift(step);
        return [start, ...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [...component, start];
}

function addEdge(edges: Map<string, Set<string>>, from: string, to: string) {
  if (!edges.has(from)) edges.set(from, new Set());
  edges.get(from)!.add(to);
  if (!edges.has(to)) edges.set(to, new Set());
}

function unitCycles(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  for (const { group } of unitFolders) {
    const edges = new Map<string, Set<string>>();
    // One file import that makes each unit-to-unit edge, to show where to cut.
    const witness = new Map<string, string>();
    for (const [from, targets] of graph) {
      const fromUnit = unitOf(from);
      if (fromUnit?.group !== group || !isProduction(from)) continue;
      for (const to of targets) {
        const toUnit = unitOf(to);
        if (toUnit?.group !== group || toUnit.name === fromUnit.name) continue;
        addEdge(edges, fromUnit.name, toUnit.name);
        const edge = `${fromUnit.name} → ${toUnit.name}`;
        if (!witness.has(edge)) witness.set(edge, `${from} imports ${to}`);
      }
    }
    for (const component of cyclicComponents(edges)) {
      const path = cyclePath(edges, component);
      const steps = path.slice(1).map((to, at) => `    ${witness.get(`${path[at]} → ${to}`)}`);
      violations.push({
        key: `cycle between ${group}: ${component.join(', ')}`,
        message: [`cycle between ${group}: ${path.join(' → ')}`, ...steps].join('\n'),
      });
    }
  }
  return violations;
}

function fileCycles(graph: ImportGraph): Violation[] {
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of graph) for (const to of targets) addEdge(edges, from, to);
  return cyclicComponents(edges).map((component) => ({
    key: `cycle between files: ${component.join(', ')}`,
    message: `cycle between files:\n    ${cyclePath(edges, component).join('\n    → ')}`,
  }));
}

function importViolations(graph: ImportGraph): Violation[] {
  const violations: Violation[] = [];
  const add = (rule: string, from: string, to: string) =>
    violations.push({ key: `${rule}: ${from} → ${to}`, message: `${rule}:\n    ${from}\n    → ${to}` });
  for (const [from, targets] of graph) {
    const fromUnit = unitOf(from);
    for (const to of targets) {
      const toUnit = unitOf(to);
      if (toUnit && toUnit.folder !== fromUnit?.folder && !isPublicEntry(to, toUnit)) {
        add(`reaches past the public entry of ${toUnit.folder}index.ts`, from, to);
      }
      if (toUnit && sharedLayers.some((layer) => layer.test(from))) {
        add('a shared layer imports a module/feature', from, to);
      }
      if (isProduction(from) && !isProduction(to)) add('production code imports test support', from, to);
    }
  }
  return violations;
}

/** Every violation of the rules in the graph, sorted by key. */
export function findViolations(graph: ImportGraph): Violation[] {
  return [...unitCycles(graph), ...fileCycles(graph), ...importViolations(graph)].sort((a, b) =>
    a.key.localeCompare(b.key),
  );
}
