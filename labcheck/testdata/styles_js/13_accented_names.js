// check: minimax
// twin: 11_renamed_minimax
// Minimax with accented Spanish names (functions, parameters, variables).
function valorMáximo(posición) {
  if (posición.is_leaf()) return posición.value();
  let mejor = null;
  for (const sucesor of posición.children()) {
    const valoración = valorMínimo(sucesor);
    if (mejor === null || valoración > mejor) mejor = valoración;
  }
  return mejor;
}

function valorMínimo(posición) {
  if (posición.is_leaf()) return posición.value();
  let peor = null;
  for (const sucesor of posición.children()) {
    const valoración = valorMáximo(sucesor);
    if (peor === null || valoración < peor) peor = valoración;
  }
  return peor;
}

function search(raíz) {
  return raíz.is_max() ? valorMáximo(raíz) : valorMínimo(raíz);
}
