import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { defineReactIsland } from '../../runtime/core/react-island.tsx';
import { $cart, cartUpdated } from '../../runtime/stores/cart.ts';

// Hooks and the shared cart store: every basket-total island on the page shows the same count.
function BasketTotal({ label }: { label: string }) {
  const { itemCount } = useStore($cart);
  const [clicks, setClicks] = useState(0);
  return (
    <p>
      <span className="count">
        {label}: {itemCount ?? 0}
      </span>{' '}
      <button
        type="button"
        onClick={() => {
          setClicks(clicks + 1);
          cartUpdated('updated', ($cart.get().itemCount ?? 0) + 1);
        }}
      >
        Añadir uno ({clicks})
      </button>
    </p>
  );
}

export default defineReactIsland(BasketTotal, (raw) => {
  const label = (raw as { label?: unknown }).label;
  if (typeof label !== 'string') throw new Error(`props.label must be a string, got ${JSON.stringify(label)}`);
  return { label };
});
