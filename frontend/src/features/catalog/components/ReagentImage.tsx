import { ExperimentOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReagentView } from '@reagentswap/contracts';

interface ReagentImageProps {
  reagent: Pick<ReagentView, 'name' | 'imageUrl' | 'thumbnailUrl' | 'category'>;
  /** Cards use the thumbnail, the detail page the display size (design.md §7). */
  size: 'thumbnail' | 'display';
}

/** The reagent's picture (lazy-loaded) with its category badge, or a placeholder icon. */
export function ReagentImage({ reagent, size }: ReagentImageProps) {
  const src = size === 'thumbnail' ? (reagent.thumbnailUrl ?? reagent.imageUrl) : (reagent.imageUrl ?? reagent.thumbnailUrl);
  return (
    <div className={`reagent-image reagent-image--${size}`}>
      {src ? (
        <img src={src} alt={reagent.name} loading="lazy" decoding="async" />
      ) : (
        <span className="reagent-image__placeholder" aria-hidden="true">
          <ExperimentOutlined />
        </span>
      )}
      <Tag className="reagent-image__badge" color="cyan">
        {reagent.category.name}
      </Tag>
    </div>
  );
}
