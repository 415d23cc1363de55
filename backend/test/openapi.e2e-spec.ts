import { PLUGIN_NAMES } from '../src/plugins/registry';
import { type OpenApiDoc, openApiPathOf, undocumented } from './support/openapi-coverage';
import { routeTable } from './support/route-table';
import { useTestApp } from './support/use-test-app';

describe('OpenAPI document from the contracts (/api/docs-json)', () => {
  const t = useTestApp({ plugins: [...PLUGIN_NAMES] });
  let doc: OpenApiDoc;
  const apiRoutes = () => routeTable(t.app).filter((route) => route.nest);

  beforeAll(async () => {
    doc = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDoc;
  });

  it('documents every route of the app with a request schema where it reads a body and an answer schema', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(70);
    expect(undocumented(routes, doc)).toEqual([]);
  });

  it('includes the sign-in page, the OIDC callback and the Stripe webhook', () => {
    for (const [path, method] of [
      ['/api/login', 'get'],
      ['/api/login', 'post'],
      ['/api/login/signup', 'post'],
      ['/api/callback', 'get'],
      ['/api/stripe/webhook', 'post'],
    ] as const)
      expect(doc.paths[path]?.[method]).toBeDefined();
    expect(doc.paths['/api/stripe/webhook']?.post?.requestBody).toBeDefined();
  });

  it('documents a request with the very schema its ZodPipe validates with', async () => {
    const register = doc.paths['/api/auth/register']?.post;
    const schema = register?.requestBody?.content?.['application/json']?.schema as {
      required?: string[];
    };
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'password']));
    // What the document says is required is what validation refuses without it.
    const res = await t.http.post('/api/auth/register').send({}).expect(400);
    expect(JSON.stringify(res.body.issues)).toContain('email');
  });

  it('names the error answers a route can give, each with the ErrorBody schema', () => {
    const responses = (path: string, method: string) =>
      Object.keys(doc.paths[path]?.[method]?.responses ?? {});
    expect(responses('/api/chats/{id}', 'get')).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '429']),
    );
    expect(responses('/api/admin/users', 'get')).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(responses('/api/character-chat', 'post')).toEqual(expect.arrayContaining(['402']));
    expect(responses('/api/auth/register', 'post')).toEqual(
      expect.arrayContaining(['201', '400', '409', '429']),
    );
    const notFound = doc.paths['/api/chats/{id}']?.get?.responses?.['404'];
    expect(JSON.stringify(notFound)).toContain('#/components/schemas/ErrorBody');
  });

  it('answers with the status the route really answers', async () => {
    const routes = apiRoutes();
    const home = routes.find((r) => r.path === '/api/home-feed/posts/:id' && r.method === 'DELETE');
    expect(home).toBeDefined();
    expect(Object.keys(doc.paths[openApiPathOf(home!.path)]!.delete!.responses!)).toContain('204');
    await t.http.get('/api/personas').expect(200);
    expect(doc.paths['/api/personas']?.get?.responses?.['200']).toBeDefined();
  });
});

describe(undocumented.name, () => {
  const route = { method: 'POST', path: '/api/things/:id', nest: true, readsBody: true };
  const ok = {
    paths: {
      '/api/things/{id}': {
        post: {
          requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
          responses: { '201': { content: { 'application/json': { schema: { type: 'object' } } } } },
        },
      },
    },
  };

  it('passes a documented route', () => {
    expect(undocumented([route], ok)).toEqual([]);
  });

  it('fails a route missing from the document, or lacking its request or answer schema', () => {
    expect(undocumented([route], { paths: {} })).toEqual([
      'POST /api/things/:id: not in the document',
    ]);
    expect(
      undocumented([route], {
        paths: { '/api/things/{id}': { post: { responses: { '201': {} } } } },
      }),
    ).toEqual([
      'POST /api/things/:id: no request schema',
      'POST /api/things/:id: no response schema',
    ]);
  });
});
