import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HttpRequest, HttpResponse } from '../lib/http';

/**
 * AWS Lambda behind an API Gateway HTTP API (payload format 2.0): the event becomes an
 * HttpRequest for the same router the local stack uses, so the Hasura webhook path and the REST
 * paths behave identically in both places.
 */
export function requestFromEvent(event: APIGatewayProxyEventV2): HttpRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers)) {
    if (value !== undefined) headers[name.toLowerCase()] = value;
  }
  if (event.cookies && event.cookies.length > 0 && headers['cookie'] === undefined)
    headers['cookie'] = event.cookies.join('; ');
  const body =
    event.body === undefined
      ? Buffer.alloc(0)
      : Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  return {
    method: event.requestContext.http.method,
    path: event.rawPath,
    query: new URLSearchParams(event.rawQueryString),
    headers,
    body,
    ip: event.requestContext.http.sourceIp,
  };
}

export function resultFromResponse(
  response: HttpResponse | undefined,
): APIGatewayProxyStructuredResultV2 {
  if (!response) {
    return {
      statusCode: 404,
      headers: { 'content-type': 'application/json' },
      body: '{"message":"not found","code":"not-found"}',
    };
  }
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(response.headers)) {
    if (name === 'set-cookie') cookies = Array.isArray(value) ? value : [value];
    else headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const binary = Buffer.isBuffer(response.body);
  return {
    statusCode: response.status,
    headers,
    ...(cookies ? { cookies } : {}),
    body: binary ? (response.body as Buffer).toString('base64') : (response.body as string),
    isBase64Encoded: binary,
  };
}
