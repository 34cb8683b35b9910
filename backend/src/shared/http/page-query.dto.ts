import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MAX_PAGE, PAGING_MESSAGES, type PageRequest, type PageSizeLimits } from '@reagentswap/contracts';
import { toQueryNumber } from './query-number.js';

/**
 * The query parameters of every paged list (the shared paging contract), as a base class for the
 * list's own query DTO: `class HistoryQueryDto extends PageQueryDto(PAGE_SIZES.creditHistory)`.
 * The one parser of `page` and `pageSize`: whole numbers within range, else 400 with the shared
 * messages. With pageWindow (which derives the offset) it keeps every offset a small integer.
 */
export function PageQueryDto(limits: PageSizeLimits) {
  const outOfRange = PAGING_MESSAGES.pageSizeOutOfRange(limits.maxPageSize);

  class PageQuery implements Partial<PageRequest> {
    @ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE, type: 'integer' })
    @IsOptional()
    @Transform(toQueryNumber)
    @IsInt({ message: PAGING_MESSAGES.pageNotWhole })
    @Min(1, { message: PAGING_MESSAGES.pageTooSmall })
    @Max(MAX_PAGE, { message: PAGING_MESSAGES.pageTooLarge })
    page?: number;

    @ApiPropertyOptional({ default: limits.pageSize, minimum: 1, maximum: limits.maxPageSize, type: 'integer' })
    @IsOptional()
    @Transform(toQueryNumber)
    @IsInt({ message: PAGING_MESSAGES.pageSizeNotWhole })
    @Min(1, { message: outOfRange })
    @Max(limits.maxPageSize, { message: outOfRange })
    pageSize?: number;
  }
  return PageQuery;
}
