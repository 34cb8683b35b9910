import { Query } from '@nestjs/cqrs';
import type { UniversityView } from '../directory.views.js';

export class ListUniversitiesQuery extends Query<UniversityView[]> {}
