import { Controller, Post, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { of } from 'rxjs';
import { AcceptsBody, BodyContentTypeInterceptor, UnsupportedMediaTypeError } from './content-type.js';

@Controller()
class ExampleController {
  @Post() json() {}
  @Post('upload') @AcceptsBody('multipart/form-data') upload() {}
}

function call(handler: 'json' | 'upload', headers: Record<string, string>) {
  const req = { headers } as unknown as Request;
  // Express' req.is, reduced to what these cases need (the API test runs the real one).
  const mediaType = headers['content-type']?.split(';')[0].trim();
  req.is = ((types: string[]) => (mediaType && types.includes(mediaType) ? mediaType : false)) as Request['is'];
  const context = {
    getType: () => 'http',
    getHandler: () => ExampleController.prototype[handler],
    getClass: () => ExampleController,
    switchToHttp: () => ({ getRequest: () => req }),
  } as unknown as ExecutionContext;
  return () => new BodyContentTypeInterceptor(new Reflector()).intercept(context, { handle: () => of('handled') });
}

describe('BodyContentTypeInterceptor', () => {
  const body = { 'content-length': '20' };

  it('accepts JSON bodies (with a charset) and requests without a body', () => {
    expect(call('json', { ...body, 'content-type': 'application/json; charset=utf-8' })).not.toThrow();
    expect(call('json', {})).not.toThrow();
    expect(call('json', { 'content-length': '0', 'content-type': 'text/plain' })).not.toThrow();
  });

  it.each(['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', 'application/xml'])(
    'refuses a %s body with 415 and says what to send',
    (type) => {
      expect(call('json', { ...body, 'content-type': type })).toThrow(UnsupportedMediaTypeError);
      expect(call('json', { ...body, 'content-type': type })).toThrow('Send the request body as application/json (Content-Type header)');
    },
  );

  it('refuses a body without a content type, chunked ones included', () => {
    expect(call('json', body)).toThrow(UnsupportedMediaTypeError);
    expect(call('json', { 'transfer-encoding': 'chunked' })).toThrow(UnsupportedMediaTypeError);
  });

  it('lets a route opt into multipart, and only that route', () => {
    expect(call('upload', { ...body, 'content-type': 'multipart/form-data; boundary=x' })).not.toThrow();
    expect(call('upload', { ...body, 'content-type': 'application/x-www-form-urlencoded' })).toThrow(UnsupportedMediaTypeError);
  });
});
