import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CategoryView } from '@reagentswap/contracts';
import type { Response } from 'express';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { FILE_STORE, type FileStore } from '../../../shared/storage/file-store.js';
import { ListCategoriesQuery } from '../queries/list-categories/list-categories.query.js';

/** Open to everyone: the category list and the reagent images (the detail page is public). */
@ApiTags('reagents')
@Controller()
export class CatalogPublicController {
  constructor(
    private readonly queries: QueryBus,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Public()
  @Get('categories')
  categories(): Promise<CategoryView[]> {
    return this.queries.execute(new ListCategoriesQuery());
  }

  /** Content-hashed names never change content, so browsers and proxies may keep them for a year. */
  @Public()
  @Get('images/:key')
  async image(@Param('key') key: string, @Res() res: Response) {
    const file = await this.files.read(key);
    if (!file) throw new NotFoundError('Image not found', 'IMAGE_NOT_FOUND');
    res.status(200);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${key.slice(0, key.indexOf('.'))}"`);
    file.stream.on('error', () => res.destroy()).pipe(res);
  }
}
