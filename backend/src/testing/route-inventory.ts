import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/** One HTTP route as Nest mapped it, with what its handler reads from the request. */
export interface RouteInfo {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express-style path with the global prefix, e.g. `/api/admin/credits/:userId/adjust`. */
  path: string;
  handler: string;
  pathParams: string[];
  /** Query parameters the handler names (`@Query('x')`) or its query DTO declares. */
  queryFields: string[];
  /** Fields of the body DTO (`@Body() dto: SomeDto`), or the names of `@Body('x')` arguments. */
  bodyFields: string[];
  /** True when the handler takes a body or query argument typed by a class (a DTO). */
  dtoBacked: boolean;
}

interface RouteArg {
  index: number;
  data?: unknown;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value ?? '')]);
const join = (...parts: string[]) =>
  `/${parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;

/** Property names class-validator knows for a DTO class (its own and inherited). */
function dtoFields(type: unknown): string[] {
  if (typeof type !== 'function' || [String, Number, Boolean, Object, Array].includes(type as never)) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(type as new () => object, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

const isDto = (type: unknown) => dtoFields(type).length > 0;

/**
 * Every route of every controller the application mapped, read from Nest's own metadata (not from
 * a hand-kept list or the OpenAPI decorators), so a controller added later is in the list.
 */
export function routeInventory(app: INestApplication, globalPrefix = 'api'): RouteInfo[] {
  const routes: RouteInfo[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: unknown[]) => object) | null;
      if (!controller) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodCode = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (methodCode === undefined || paths === undefined) continue;
        const method = RequestMethod[methodCode].toLowerCase() as RouteInfo['method'];
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>;
        const types = (Reflect.getMetadata('design:paramtypes', proto, name) ?? []) as unknown[];
        const queryFields: string[] = [];
        const bodyFields: string[] = [];
        let dtoBacked = false;
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          const named = typeof arg.data === 'string' ? [arg.data] : [];
          const fields = named.length ? named : dtoFields(types[arg.index]);
          if (kind === RouteParamtypes.QUERY) queryFields.push(...fields);
          if (kind === RouteParamtypes.BODY) bodyFields.push(...fields);
          if ((kind === RouteParamtypes.QUERY || kind === RouteParamtypes.BODY) && isDto(types[arg.index])) dtoBacked = true;
        }
        for (const prefix of prefixes) {
          for (const path of asList(paths)) {
            const full = join(globalPrefix, prefix, path);
            routes.push({
              method,
              path: full,
              handler: `${controller.name}.${name}`,
              pathParams: [...full.matchAll(/:(\w+)/g)].map((m) => m[1]),
              queryFields: [...new Set(queryFields)],
              bodyFields: [...new Set(bodyFields)],
              dtoBacked,
            });
          }
        }
      }
    }
  }
  return routes;
}
