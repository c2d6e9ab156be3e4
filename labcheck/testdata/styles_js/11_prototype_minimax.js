// check: minimax
// twin: 11_renamed_minimax
// Minimax with Spanish names, methods on a prototype as seed 000 writes them.
function Juego() {}

Juego.prototype.valorMax = function (estado) {
  if (estado.is_leaf()) return estado.value();
  var mejor = null;
  var sucesores = estado.children();
  for (var i = 0; i < sucesores.length; i++) {
    var x = this.valorMin(sucesores[i]);
    if (mejor === null || x > mejor) mejor = x;
  }
  return mejor;
};

Juego.prototype.valorMin = function (estado) {
  if (estado.is_leaf()) return estado.value();
  var peor = null;
  var sucesores = estado.children();
  for (var i = 0; i < sucesores.length; i++) {
    var x = this.valorMax(sucesores[i]);
    if (peor === null || x < peor) peor = x;
  }
  return peor;
};

function search(inicial) {
  var juego = new Juego();
  return inicial.is_max() ? juego.valorMax(inicial) : juego.valorMin(inicial);
}
