// La poda alfa-beta que el tutorial describe, en el estilo de su min y su max.
Juego.prototype.movimientoAI=function(){
    var posicion=0;
    var n=this.tablero.panel.length;
    var aux, mejor=-9999;
    for (var i=0;i<n;i++)
    {
        if (this.tablero.marcable(i))
        {
            this.tablero.marcar(JUGADOR.CPU,i);
            aux=this.min(mejor,9999);
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
Juego.prototype.min=function(alfa,beta){
    if (this.tablero.esGanador(JUGADOR.CPU)) return 1;
    if (!this.tablero.celdasVacias()) return 0;
    var n=this.tablero.panel.length;
    var aux,mejor=9999;
    for (var i=0;i<n;i++)
    {
        if (this.tablero.marcable(i))
        {
            this.tablero.marcar(JUGADOR.HUMANO,i);
            aux=this.max(alfa,Math.min(beta,mejor));
            this.tablero.marcar(0,i);
            if (aux<mejor) mejor=aux;
            if (mejor<=alfa) return mejor;
        }
    }
    return mejor;
};
Juego.prototype.max=function(alfa,beta){
    if (this.tablero.esGanador(JUGADOR.HUMANO)) return -1;
    if (!this.tablero.celdasVacias()) return 0;
    var n=this.tablero.panel.length;
    var aux,mejor=-9999;
    for (var i=0;i<n;i++)
    {
        if (this.tablero.marcable(i))
        {
            this.tablero.marcar(JUGADOR.CPU,i);
            aux=this.min(Math.max(alfa,mejor),beta);
            this.tablero.marcar(0,i);
            if (aux>mejor) mejor=aux;
            if (mejor>=beta) return mejor;
        }
    }
    return mejor;
};
