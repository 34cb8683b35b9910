import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGING_MESSAGES, type PageRequest, type PageSizeLimits } from '@reagentswap/contracts';

/**
 * The query parameters of every paged list (the shared paging contract), as a base class for the
 * list's own query DTO: `class HistoryQueryDto extends PageQueryDto(PAGE_SIZES.creditHistory)`.
 */
export function PageQueryDto(limits: PageSizeLimits) {
  const outOfRange = PAGING_MESSAGES.pageSizeOutOfRange(limits.maxPageSize);

  class PageQuery implements Partial<PageRequest> {
    @ApiPropertyOptional({ default: 1, minimum: 1 })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: PAGING_MESSAGES.pageNotWhole })
    @Min(1, { message: PAGING_MESSAGES.pageTooSmall })
    page?: number;

    @ApiPropertyOptional({ default: limits.pageSize, minimum: 1, maximum: limits.maxPageSize })
    @IsOptional()
    @Type(() => Number)
    @IsInt({ message: PAGING_MESSAGES.pageSizeNotWhole })
    @Min(1, { message: outOfRange })
    @Max(limits.maxPageSize, { message: outOfRange })
    pageSize?: number;
  }
  return PageQuery;
}
