import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { ownFontSizes, twMerge } from "./tw-merge-for-tests";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// cn() does not resolve Tailwind conflicts (tailwind-merge would cost every page about 9 KB gzip), and with two
// classes for the same property the one later in the built CSS wins, whatever their order in the markup. So no
// element may get two: this reads every class list written in app/ (className strings, the static parts of
// cn() calls with each conditional part, every combination of a cva's variants) and fails on any that
// tailwind-merge would shorten. The component tests' cn() check covers the class lists a render puts together.

const APP = fileURLToPath(new URL("..", import.meta.url));

/** Known conflicts awaiting a fix. An entry that no longer occurs fails too: remove it then. */
const KNOWN: readonly string[] = [];

interface ClassList {
  where: string;
  classes: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [path]
      : [];
  });
}

/** The file's `const name = "..."` declarations. */
type Constants = ReadonlyMap<string, string>;

function literal(node: ts.Node, constants: Constants = new Map()): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literal(node.expression, constants);
  if (ts.isIdentifier(node)) return constants.get(node.text) ?? null;
  return null;
}

/** The class strings of one clsx argument: `always` applies every time, each of `optional` only sometimes. */
function clsxParts(node: ts.Expression, constants: Constants): { always: string[]; optional: string[] } {
  const parts = (child: ts.Expression) => clsxParts(child, constants);
  const text = literal(node, constants);
  if (text !== null) return { always: [text], optional: [] };
  if (ts.isParenthesizedExpression(node)) return parts(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
    const right = parts(node.right);
    return { always: [], optional: [...right.always, ...right.optional] };
  }
  if (ts.isConditionalExpression(node)) {
    const whenTrue = parts(node.whenTrue);
    const whenFalse = parts(node.whenFalse);
    return {
      always: [],
      optional: [...whenTrue.always, ...whenTrue.optional, ...whenFalse.always, ...whenFalse.optional],
    };
  }
  if (ts.isArrayLiteralExpression(node)) {
    const each = node.elements.map(parts);
    return { always: each.flatMap((part) => part.always), optional: each.flatMap((part) => part.optional) };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const keys = node.properties.flatMap((property) =>
      ts.isPropertyAssignment(property) ? [literal(property.name)] : [],
    );
    return { always: [], optional: keys.filter((key): key is string => key !== null) };
  }
  return { always: [], optional: [] };
}

/** Every class list the file spells out, each as it can reach one element. */
function classLists(file: string): ClassList[] {
  const code = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lists: ClassList[] = [];
  const constants = new Map<string, string>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = literal(node.initializer);
      if (text !== null) constants.set(node.name.text, text);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const at = (node: ts.Node) =>
    `${relative(join(APP, ".."), file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText(source) === "className" && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const text = value ? literal(value, constants) : null;
      if (text !== null) lists.push({ where: at(node), classes: text });
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === "cn" || name === "clsx") {
        const parts = node.arguments.map((argument) => clsxParts(argument, constants));
        const always = parts.flatMap((part) => part.always).join(" ");
        const optional = parts.flatMap((part) => part.optional);
        lists.push({ where: at(node), classes: always });
        for (const extra of optional) lists.push({ where: at(node), classes: `${always} ${extra}` });
      }
      if (name === "cva") lists.push(...cvaCombinations(node, at(node), constants));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return lists;
}

/** The base classes with every combination of one value per variant. */
function cvaCombinations(call: ts.CallExpression, where: string, constants: Constants): ClassList[] {
  const [baseArg, configArg] = call.arguments;
  const base = baseArg ? clsxParts(baseArg, constants).always.join(" ") : "";
  if (!configArg || !ts.isObjectLiteralExpression(configArg)) return [{ where, classes: base }];
  const variants = configArg.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && property.name.getText() === "variants",
  );
  if (!variants || !ts.isObjectLiteralExpression(variants.initializer)) return [{ where, classes: base }];
  const groups = variants.initializer.properties.flatMap((group) => {
    if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) return [];
    return [
      group.initializer.properties.flatMap((value) =>
        ts.isPropertyAssignment(value) ? [clsxParts(value.initializer, constants).always.join(" ")] : [],
      ),
    ];
  });
  let combinations = [base];
  for (const values of groups) {
    combinations = combinations.flatMap((classes) => values.map((value) => `${classes} ${value}`));
  }
  return combinations.map((classes) => ({ where, classes }));
}

const tokens = (classes: string) => classes.split(/\s+/).filter(Boolean);

/** "file: kept / dropped" for a class list tailwind-merge would shorten, else null. */
function conflict({ where, classes }: ClassList): string | null {
  const before = tokens(classes);
  const after = new Set(tokens(twMerge(classes)));
  const dropped = before.filter((token) => !after.has(token));
  if (dropped.length === 0 && after.size === new Set(before).size && before.length === after.size)
    return null;
  const kept = [...after].filter((token) => dropped.some((gone) => twMerge(`${gone} ${token}`) === token));
  const file = where.replace(/:\d+$/, "");
  return `${file}: ${[...kept, ...dropped].sort().join(" / ") || `duplicate in "${classes}"`}`;
}

describe("class lists in app/", () => {
  const lists = sourceFiles(APP).flatMap(classLists);

  it("finds the class lists it is meant to check", () => {
    // A parser that silently stopped finding them would pass everything below.
    expect(lists.length).toBeGreaterThan(300);
    expect(lists.some((list) => list.where.startsWith("app/components/ui/button.tsx"))).toBe(true);
  });

  it("never gives one element two classes for the same property", () => {
    const found = [...new Set(lists.map(conflict).filter((entry): entry is string => entry !== null))];
    expect(found.filter((entry) => !KNOWN.includes(entry))).toEqual([]);
    expect(KNOWN.filter((entry) => !found.includes(entry))).toEqual([]);
  });

  it("catches a conflict when there is one", () => {
    expect(conflict({ where: "x.tsx:1", classes: "flex hidden p-2" })).toBe("x.tsx: flex / hidden");
    expect(conflict({ where: "x.tsx:1", classes: "flex p-2 md:hidden" })).toBeNull();
    expect(conflict({ where: "x.tsx:1", classes: "text-slate-700 text-ink text-sm" })).toBe(
      "x.tsx: text-ink / text-slate-700",
    );
  });

  it("knows the stylesheet's own font sizes: a colour beside one is no conflict, a second size is", () => {
    expect(
      ownFontSizes("@utility text-fit-3xl {\n  font-size: min(1rem, 9vw);\n}\n@utility tint { color: red; }"),
    ).toEqual(["fit-3xl"]);
    expect(conflict({ where: "x.tsx:1", classes: "text-fit-3xl text-ink sm:text-4xl" })).toBeNull();
    expect(conflict({ where: "x.tsx:1", classes: "text-fit-3xl text-sm" })).toBe(
      "x.tsx: text-fit-3xl / text-sm",
    );
  });
});
