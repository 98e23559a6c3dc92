import { useState } from 'react';
import { defineReactIsland } from '../../runtime/core/react-island.tsx';

// Renders a button; the render after a click throws, as a widget fed a bad server answer would.
function Crashing() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('respuesta inesperada');
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Romper
    </button>
  );
}

export default defineReactIsland(Crashing, () => ({}));
