import { RATING_LIMITS, RATING_MESSAGES, ratingProblems, type SwapRatingView } from '@reagentswap/contracts';
import { Alert, Button, Card, Input, Rate, Skeleton } from 'antd';
import { cloneElement, isValidElement, useId, useState, type ReactElement } from 'react';
import { getApiErrorInfo } from '../../../../shared/api/problem';
import { toast } from '../../../../shared/ui/toast';
import { useGetSwapRatingsQuery, useRateSwapMutation } from '../../swapRatingsApi';

interface Props {
  swapId: string;
  /** The other party's name: the one the viewer rates. */
  otherPartyName: string;
}

const starName = (index: number) => `${index + 1} ${index === 0 ? 'star' : 'stars'}`;

/**
 * antd's stars are radios without names, each in a list item: each radio gets its count as its name
 * ('4 stars'), and its item is presentation only (the list is a radiogroup, whose children are radios).
 */
function namedStar(node: ReactElement, { index = 0 }: { index?: number }) {
  const radio = (node.props as { children?: unknown }).children;
  return isValidElement(radio)
    ? cloneElement(
        node as ReactElement<{ role?: string }>,
        { role: 'presentation' },
        cloneElement(radio as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': starName(index) }),
      )
    : node;
}

const RADIOGROUP = { role: 'radiogroup' } as object;

const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

function RatingText({ rating, label }: { rating: SwapRatingView; label: string }) {
  return (
    <div className="swap-rating__given">
      <p>
        {label}: <Rate disabled value={rating.stars} aria-hidden="true" className="swap-rating__stars" />{' '}
        <span className="visually-hidden">{rating.stars} of 5 stars</span>
      </p>
      {rating.commentHidden && rating.comment === null ? (
        <p className="swap-rating__comment swap-rating__comment--hidden">{RATING_MESSAGES.commentHidden}</p>
      ) : rating.comment ? (
        <blockquote className="swap-rating__comment">{rating.comment}</blockquote>
      ) : null}
    </div>
  );
}

function RatingForm({ swapId, otherPartyName, current, onDone }: Props & { current: SwapRatingView | null; onDone: () => void }) {
  const [stars, setStars] = useState(current?.stars ?? 0);
  const [comment, setComment] = useState(current?.comment ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [rate, { isLoading }] = useRateSwapMutation();
  const starsLabel = useId();
  const commentId = useId();

  const submit = async () => {
    const problems = ratingProblems({ stars, comment });
    if (problems.length > 0) return setProblem(problems[0]!.message);
    setProblem(null);
    try {
      await rate({ swapId, mode: current ? 'edit' : 'create', stars, comment }).unwrap();
      toast.success(current ? RATING_MESSAGES.updated : RATING_MESSAGES.saved);
      onDone();
    } catch (error) {
      setProblem(getApiErrorInfo(error).message ?? RATING_MESSAGES.saveFailed);
    }
  };

  return (
    <form
      className="swap-rating__form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={starsLabel} className="swap-rating__label">
        Rate {otherPartyName}
      </p>
      <Rate
        value={stars}
        onChange={setStars}
        // antd passes role through to its list but does not type it: the stars' group for screen readers.
        {...RADIOGROUP}
        aria-labelledby={starsLabel}
        characterRender={namedStar}
        className="swap-rating__stars"
      />
      <label htmlFor={commentId} className="swap-rating__label">
        Comment (optional)
      </label>
      <Input.TextArea
        id={commentId}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={RATING_LIMITS.commentMaxLength}
        showCount
        rows={3}
      />
      {problem ? <Alert type="error" role="alert" showIcon title={problem} /> : null}
      <div className="swap-rating__actions">
        {current ? <Button onClick={onDone}>Cancel</Button> : null}
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {current ? 'Save rating' : 'Submit rating'}
        </Button>
      </div>
    </form>
  );
}

/** A completed swap's ratings for one party: rate the other once, edit it for 14 days, see what they gave. */
export function SwapRatingPanel({ swapId, otherPartyName }: Props) {
  const { data, isLoading, isError, refetch } = useGetSwapRatingsQuery(swapId);
  const [editing, setEditing] = useState(false);

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError || !data)
    body = (
      <Alert
        type="error"
        showIcon
        title="Failed to load ratings"
        action={
          <Button size="small" onClick={() => void refetch()}>
            Try Again
          </Button>
        }
      />
    );
  else
    body = (
      <>
        {data.canRate || editing ? (
          <RatingForm swapId={swapId} otherPartyName={otherPartyName} current={data.given} onDone={() => setEditing(false)} />
        ) : data.given ? (
          <>
            <RatingText rating={data.given} label={`Your rating of ${otherPartyName}`} />
            {data.canEdit ? (
              <p>
                <Button onClick={() => setEditing(true)}>Edit rating</Button>{' '}
                <span className="swap-rating__until">You can edit it until {formatDay(data.given.editableUntil)}.</span>
              </p>
            ) : null}
          </>
        ) : null}
        {data.received ? (
          <RatingText rating={data.received} label={`${otherPartyName}'s rating of you`} />
        ) : (
          <p className="swap-rating__none">{otherPartyName} has not rated you yet.</p>
        )}
      </>
    );

  return (
    <Card className="swap-detail__card swap-rating" title={<h2 className="swap-detail__subtitle swap-detail__subtitle--card">Rating</h2>}>
      {body}
    </Card>
  );
}
