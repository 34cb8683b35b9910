import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { DIGEST_KINDS, type DigestKind } from '@reagentswap/contracts';

export class DigestPreviewQueryDto {
  @ApiProperty({ enum: DIGEST_KINDS })
  @IsIn(DIGEST_KINDS, { message: 'kind must be daily or weekly' })
  kind: DigestKind;
}
