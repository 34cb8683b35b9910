import { Tooltip, Typography } from 'antd';
// antd's own check of whether CSS cut the text, the one its Typography uses for its ellipsis tooltip.
import { isEleEllipsis } from 'antd/es/typography/Base/util';
import { useRef, useState, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Typography.Text>, 'ellipsis' | 'children'> & { text: string | null; empty: string };

/**
 * A one-line Text cut with an ellipsis whose full text shows in a tooltip on hover, only when it is cut:
 * what antd Typography's ellipsis with a tooltip does. Typography's own tooltip is left out of the build
 * (build/antd-unused-code.ts: it brought Tooltip to every guest page with a Title or a Paragraph), so
 * the admin pages that want one wrap the Text in a Tooltip here, which they load with them.
 */
export function EllipsisTooltipText({ text, empty, ...textProps }: Props) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const cut = (
    <Typography.Text ref={ref} ellipsis {...textProps}>
      {text ?? empty}
    </Typography.Text>
  );
  if (!text) return cut;
  return (
    <Tooltip title={text} open={open} onOpenChange={(next) => setOpen(next && ref.current !== null && isEleEllipsis(ref.current))}>
      {cut}
    </Tooltip>
  );
}
