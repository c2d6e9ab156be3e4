// El tres en raya del tutorial de minimax (semilla 000):
// movimientoAI, min y max tal como los escribe. El laboratorio
// pone JUGADOR, Tablero y Juego (this.tablero); la CPU (O)
// mueve y sus marcar son las jugadas de la búsqueda.
// Compruébalo como «minimax» en el tres en raya, p. ej. en
// ....OX..X.
//
// The minimax tutorial's tic-tac-toe (seed 000): movimientoAI,
// min and max as it writes them. The lab gives JUGADOR, Tablero
// and Juego; the CPU (O) moves, and its marks are the search's
// moves. Check it as minimax on tic-tac-toe, e.g. at ....OX..X.

Juego.prototype.movimientoAI=function(){
    var posicion=0;
    var n=this.tablero.panel.length;
    var aux, mejor=-9999;

    for (var i=0;i<n;i++)
    {
        if (this.tablero.marcable(i))
        {
            this.tablero.marcar(JUGADOR.CPU,i);
            aux=this.min();
            if (aux>mejor)
            {
                mejor=aux;
                posicion=i;
            }
            this.tablero.marcar(0,i);
        }
    }

    this.tablero.marcar(JUGADOR.CPU,posicion);
};

Juego.prototype.min=function(){
    if (this.tablero.esGanador(JUGADOR.CPU)) return 1;
    if (!this.tablero.celdasVacias()) return 0;
    var n=this.tablero.panel.length;
    var aux,mejor=9999;

    for (var i=0;i<n;i++)
    {
        if (this.tablero.marcable(i))
        {
            this.tablero.marcar(JUGADOR.HUMANO,i);
            aux=this.max();
            if (aux<mejor)
            {
                mejor=aux;
            }
            this.tablero.marcar(0,i);
        }
    }
    return mejor;
};

Juego.prototype.max=function(){
    if (this.tablero.esGanador(JUGADOR.HUMANO)) return -1;
    if (!this.tablero.celdasVacias()) return 0;
    var n=this.tablero.panel.length;
    var aux,mejor=-9999;

    for (var i=0;i<n;i++)
    {
        if (this.tablero.marcable(i))
        {
            this.tablero.marcar(JUGADOR.CPU,i);
            aux=this.min();
            if (aux>mejor)
            {
                mejor=aux;
            }
            this.tablero.marcar(0,i);
        }
    }
    return mejor;
};

