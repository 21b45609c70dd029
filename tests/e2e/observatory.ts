// Grades what a server sends with MDN's HTTP Observatory itself (@mdn/mdn-http-observatory): its own retriever
// fetches the address from the engine under test, its ten analyzer tests judge the answer and its grader turns the
// results into a score and a grade. Nothing here judges a header.
//
// The engines run here on plain http on a loopback port, where the site is behind TLS on every real host. The
// answer is handed to the Observatory as the https answer it would be there, with a valid certificate: the same
// headers and body, at the https address. The plain-http side (the redirect to https) belongs to the TLS front
// of each host and is not seen here: the Observatory then grades it as a site without plain http, which scores
// the same as a redirect to https. Its HSTS preload list, which its install downloads, is not there (installs run
// no scripts): every host here counts as not preloaded, which is true of the loopback address.
import { registerHooks } from "node:module";

/** The Observatory's source folder, found as Node finds the package. */
const SOURCE = new URL("src/", import.meta.resolve("@mdn/mdn-http-observatory/package.json"));

const PRELOAD_LIST = new URL("analyzer/hsts.js", SOURCE).href;
const NOT_PRELOADED =
  "export function hsts() { return new Map(); }\nexport function isHstsPreloaded() { return null; }\n";
registerHooks({
  load(url, context, nextLoad) {
    if (url === PRELOAD_LIST) return { format: "module", source: NOT_PRELOADED, shortCircuit: true };
    return nextLoad(url, context);
  },
});

/** One analyzer test's verdict: the expectation it met (null when it did not run) and whether it passed. */
interface Output {
  result: string | null;
  pass: boolean | null;
}

/** The parts of a response the analyzer tests read (the retriever's, with its parsed meta tags). */
interface Response {
  status: number;
  headers: Record<string, unknown>;
  data: unknown;
  verified: boolean;
  httpEquiv?: Map<string, string[]>;
}

interface Session {
  url: URL;
  response: Response | null;
  redirectHistory: { url: URL }[];
  options(request: { url?: string; headers?: Record<string, string> }): Promise<Response | null>;
}

interface Requests {
  hostname: string;
  resources: { path: string | null };
  responses: {
    auto: Response | null;
    cors: Response | null;
    http: Response | null;
    https: Response | null;
  };
  session: Session | null;
}

/** What this check uses of the Observatory, read from its own modules. */
interface Observatory {
  ALL_TESTS: ((requests: Requests) => Output)[];
  Requests: new (hostname: string) => Requests;
  HTML_TYPES: Set<string>;
  Session: { fromUrl(url: URL, options: { headers: string[] }): Promise<Session> };
  getPageText(response: Response | null, force: boolean): unknown;
  parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>;
  getScoreModifier(expectation: string): number;
  getGradeForScore(score: number): { score: number; grade: string };
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
  corsOrigin: string;
}

let loaded: Promise<Observatory> | undefined;

/** The Observatory's modules, loaded once (after the hook above), each checked for what this file calls. */
function observatory(): Promise<Observatory> {
  loaded ??= (async () => {
    const module = async (file: string): Promise<Record<string, unknown>> =>
      (await import(new URL(file, SOURCE).href)) as Record<string, unknown>;
    const [constants, types, session, retrieverUtils, grader, charts, config] = await Promise.all(
      [
        "constants.js",
        "types.js",
        "retriever/session.js",
        "retriever/utils.js",
        "grader/grader.js",
        "grader/charts.js",
        "config.js",
      ].map(module),
    );
    const parts = {
      ALL_TESTS: constants?.ALL_TESTS,
      Requests: types?.Requests,
      HTML_TYPES: types?.HTML_TYPES,
      Session: session?.Session,
      getPageText: session?.getPageText,
      parseHttpEquivHeaders: retrieverUtils?.parseHttpEquivHeaders,
      getScoreModifier: grader?.getScoreModifier,
      getGradeForScore: grader?.getGradeForScore,
      MINIMUM_SCORE_FOR_EXTRA_CREDIT: charts?.MINIMUM_SCORE_FOR_EXTRA_CREDIT,
      corsOrigin: (config?.CONFIG as { retriever?: { corsOrigin?: unknown } } | undefined)?.retriever
        ?.corsOrigin,
    };
    const functions = ["Requests", "Session", "getPageText", "parseHttpEquivHeaders", "getScoreModifier"];
    const shapeProblems = [
      ...functions.filter((name) => typeof parts[name as keyof typeof parts] !== "function"),
      ...(typeof parts.getGradeForScore === "function" ? [] : ["getGradeForScore"]),
      ...(Array.isArray(parts.ALL_TESTS) && parts.ALL_TESTS.length > 0 ? [] : ["ALL_TESTS"]),
      ...(parts.HTML_TYPES instanceof Set ? [] : ["HTML_TYPES"]),
      ...(typeof parts.MINIMUM_SCORE_FOR_EXTRA_CREDIT === "number" ? [] : ["MINIMUM_SCORE_FOR_EXTRA_CREDIT"]),
      ...(typeof parts.corsOrigin === "string" ? [] : ["CONFIG.retriever.corsOrigin"]),
    ];
    if (shapeProblems.length > 0)
      throw new Error(`the Observatory's modules no longer have: ${shapeProblems.join(", ")}`);
    return parts as unknown as Observatory;
  })();
  return loaded;
}

/** The Observatory's verdict on one address. */
export interface Grade {
  grade: string;
  score: number;
  /** Each test's name, the expectation it met, and what that adds to or takes from the score. */
  tests: { name: string; result: string | null; pass: boolean | null; modifier: number }[];
}

/**
 * Fetches `path` from the engine at `baseUrl` as the Observatory's retriever does (its own session: the
 * Observatory's request headers, redirects followed, cookies kept, then a CORS preflight), hands the answer to its
 * analyzer tests as the https answer, and grades it. The score is added up as the Observatory's scan does; its
 * scan itself is not called because it refuses to grade an answer with status 404, and the not-found page is
 * graded too.
 */
export async function observatoryGrade(baseUrl: string, path: string): Promise<Grade> {
  const obs = await observatory();
  const served = new URL(path, baseUrl);
  const session = await obs.Session.fromUrl(served, {
    headers: ["Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"],
  });
  const response = session.response;
  if (!response) throw new Error(`the Observatory's retriever got no answer from ${served.href}`);
  // Where the answer comes from on a real host: the same address over https.
  session.url = new URL(`https://${served.host}${served.pathname}${served.search}`);

  const requests = new obs.Requests(served.hostname);
  requests.session = session;
  requests.responses.auto = response;
  requests.responses.https = response;
  requests.responses.http = null;
  const page = obs.getPageText(response, true);
  requests.resources.path = typeof page === "string" ? page : null;
  requests.responses.cors = await session.options({
    url: session.redirectHistory.at(-1)?.url.href ?? served.href,
    headers: { "Access-Control-Request-Method": "GET", Origin: obs.corsOrigin },
  });
  const type = response.headers["content-type"];
  response.httpEquiv =
    typeof type === "string" && obs.HTML_TYPES.has(type.split(";")[0] ?? "") && requests.resources.path
      ? obs.parseHttpEquivHeaders(requests.resources.path, session.url.href)
      : new Map<string, string[]>();

  const tests = obs.ALL_TESTS.map((test) => {
    const output = test(requests);
    const name = (output.constructor as { name?: unknown }).name;
    return {
      name: typeof name === "string" ? name : "unknown",
      result: output.result,
      pass: output.pass,
      modifier: output.result ? obs.getScoreModifier(output.result) : 0,
    };
  });
  // Extra credit counts only when the score without it already earns an A.
  const withExtraCredit = tests.reduce((score, test) => score + test.modifier, 100);
  const withoutExtraCredit = tests.reduce((score, test) => score + Math.min(test.modifier, 0), 100);
  const { grade, score } = obs.getGradeForScore(
    withoutExtraCredit >= obs.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : withoutExtraCredit,
  );
  return { grade, score, tests };
}

/** The tests that cost points, for a failure message: "name: result (-20)". */
export function lostPoints(grade: Grade): string[] {
  return grade.tests
    .filter((test) => test.modifier < 0)
    .map((test) => `${test.name}: ${test.result ?? "not run"} (${test.modifier})`);
}
