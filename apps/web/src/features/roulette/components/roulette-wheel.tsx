import { type RouletteReward, rouletteRewardLabel } from '@fanship/domain/schemas/roulette';

const SIZE = 300;
const CENTER = SIZE / 2;
const RADIUS = 140;

function pointAt(degrees: number, radius: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [CENTER + radius * Math.cos(radians), CENTER + radius * Math.sin(radians)];
}

/** The clockwise turn of the wheel (degrees) that brings segment `index` of `count` under the top pointer. */
export function turnFor(index: number, count: number, fullTurns: number): number {
  const middle = ((index + 0.5) * 360) / count;
  return fullTurns * 360 + (360 - middle);
}

function segmentPath(index: number, count: number): string {
  if (count === 1)
    return `M ${CENTER} ${CENTER - RADIUS} A ${RADIUS} ${RADIUS} 0 1 1 ${CENTER - 0.01} ${CENTER - RADIUS} Z`;
  const [x1, y1] = pointAt((index * 360) / count, RADIUS);
  const [x2, y2] = pointAt(((index + 1) * 360) / count, RADIUS);
  const large = 360 / count > 180 ? 1 : 0;
  return `M ${CENTER} ${CENTER} L ${x1} ${y1} A ${RADIUS} ${RADIUS} 0 ${large} 1 ${x2} ${y2} Z`;
}

/**
 * The wheel (spec §2, §9): one coloured segment per reward (at most 8), clockwise from the top, with a pointer at
 * the top. It turns by `rotation` degrees with a CSS transform over `durationMs`.
 */
export function RouletteWheel(props: { rewards: RouletteReward[]; rotation: number; durationMs: number }) {
  const count = props.rewards.length;
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE + 12}`}
      role="img"
      aria-label="Roulette wheel"
      style={{ width: '100%', maxWidth: 300, display: 'block', margin: '0 auto' }}
    >
      <g
        data-testid="roulette-wheel"
        style={{
          transform: `rotate(${props.rotation}deg)`,
          transformOrigin: `${CENTER}px ${CENTER + 12}px`,
          transformBox: 'view-box',
          transition:
            props.durationMs > 0
              ? `transform ${props.durationMs}ms cubic-bezier(0.12, 0.7, 0.1, 1)`
              : undefined,
        }}
      >
        <g transform="translate(0 12)">
          {props.rewards.map((reward, index) => {
            const [x, y] = pointAt(((index + 0.5) * 360) / count, RADIUS * 0.62);
            const middle = ((index + 0.5) * 360) / count;
            // Names on the lower half turn half round more, so none reads upside down.
            const angle = middle > 90 && middle < 270 ? middle - 180 : middle;
            return (
              <g key={reward.id}>
                <path d={segmentPath(index, count)} fill={reward.color} stroke="#fff" strokeWidth={2} />
                <text
                  x={x}
                  y={y}
                  fontSize={count > 6 ? 11 : 13}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${angle} ${x} ${y})`}
                  fill="#212529"
                >
                  <title>{rouletteRewardLabel(reward)}</title>
                  {reward.name}
                </text>
              </g>
            );
          })}
          <circle cx={CENTER} cy={CENTER} r={14} fill="#fff" stroke="#495057" strokeWidth={2} />
        </g>
      </g>
      <path
        d={`M ${CENTER - 12} 0 L ${CENTER + 12} 0 L ${CENTER} 26 Z`}
        fill="#e03131"
        stroke="#fff"
        strokeWidth={1.5}
      />
    </svg>
  );
}
