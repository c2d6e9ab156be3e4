# Seed 002's heuristic F (the connect-4 practical), transcribed line by line from the
# seed's Java into Python, to check games' "course" evaluation against (the test
# TestConnect4CourseMatchesJavaTranscription reads testdata/course_f.txt).
#
#   python3 course_f.py < positions      # a position a line ("-" the empty board)
#   python3 course_f.py --random 400 27 > course_f.txt
#
# tablero[i][j]: row i from 0 at the bottom (i++ is "arriba", as the seed's text
# says), column j; 0 empty, 1 the first player, 2 the second. Prints each position and
# F for the side to move (F(tablero, jugador) with jugador the side to move).
import sys
def obtener(t,i,j): return t[i][j]
def puntuacion(ficha,vacio):
    result=100
    if ficha==3: result=2*10000000
    if ficha==2 and vacio==1: result=10000000
    elif ficha==1 and vacio==2: result=10*600
    elif ficha==2 and vacio==0: result=10*400
    elif vacio==3: result=10*200
    return result
def vert(i,j,t,jug):
    salir=False; ficha=vacio=0; jc=obtener(t,i,j); auxI=i; k=0
    while k<3 and not salir:
        auxI+=1
        if 0<=auxI<=5 and 0<=j<=6:
            c=obtener(t,auxI,j)
            if c==0: vacio+=1
            elif c==jc: ficha+=1
            else: salir=True
        else: salir=True
        k+=1
    r=puntuacion(ficha,vacio)
    if jc!=jug: r*=-1
    return r
def horiz(i,j,t,jug):
    salir=False; ficha=vacio=0; jc=obtener(t,i,j); auxJ=j; k=0
    while k<3 and not salir:
        auxJ+=1
        if 0<=i<=5 and 0<=auxJ<=6:
            c=obtener(t,i,auxJ)
            if c==0: vacio+=1
            elif c==jc: ficha+=1
            else: salir=True
        else: salir=True
        k+=1
    r=puntuacion(ficha,vacio)
    auxJ=j; vacio=ficha=0; k=0
    while k<3 and not salir:
        auxJ-=1
        if 0<=i<=5 and 0<=auxJ<=6:
            c=obtener(t,i,auxJ)
            if c==0: vacio+=1
            elif c==jc: ficha+=1
            else: salir=True
        else: salir=True
        k+=1
    r+=puntuacion(ficha,vacio)
    if jc!=jug: r*=-1
    return r
def diag(i,j,t,jug):
    salir=False; ficha=vacio=0; jc=obtener(t,i,j); auxJ=j; auxI=i; k=0
    while k<3 and not salir and j-3>=0:
        auxI+=1; auxJ-=1
        if 0<=auxI<=5 and 0<=auxJ<=6:
            c=obtener(t,auxI,auxJ)
            if c==0: vacio+=1
            elif c==jc: ficha+=1
            else: salir=True
        else: salir=True
        k+=1
    r=puntuacion(ficha,vacio)
    ficha=vacio=0; auxJ=j; auxI=i; k=0
    while k<3 and not salir and j+3>=7:
        auxI+=1; auxJ+=1
        if 0<=auxI<=5 and 0<=auxJ<=6:
            c=obtener(t,auxI,auxJ)
            if c==0: vacio+=1
            elif c==jc: ficha+=1
            else: salir=True
        else: salir=True
        k+=1
    r+=puntuacion(ficha,vacio)
    if jc!=jug: r*=-1
    return r
def F(t,jug):
    p=0
    for i in range(6):
        for j in range(7):
            if obtener(t,i,j)!=0:
                p+=horiz(i,j,t,jug)+vert(i,j,t,jug)+diag(i,j,t,jug)
    return p
def board(moves):
    t = [[0] * 7 for _ in range(6)]
    h = [0] * 7
    for n, ch in enumerate(moves):
        c = int(ch) - 1
        t[h[c]][c] = 1 + (n % 2)
        h[c] += 1
    return t

def won(t):
    for i in range(6):
        for j in range(7):
            p = t[i][j]
            if p == 0:
                continue
            for di, dj in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if all(0 <= i + k * di <= 5 and 0 <= j + k * dj <= 6 and t[i + k * di][j + k * dj] == p for k in range(4)):
                    return True
    return False

def random_positions(n, seed):
    import random
    r = random.Random(seed)
    out = []
    while len(out) < n:
        m = ''
        for _ in range(r.randrange(43)):
            cols = [c for c in range(1, 8) if m.count(str(c)) < 6]
            nxt = m + str(r.choice(cols))
            if won(board(nxt)):
                break
            m = nxt
        out.append(m)
    return out

if __name__ == '__main__':
    if len(sys.argv) > 1 and sys.argv[1] == '--random':
        lines = random_positions(int(sys.argv[2]), int(sys.argv[3]))
        print('# seed 002\'s F for the side to move: python3 course_f.py --random %s %s' % (sys.argv[2], sys.argv[3]))
    else:
        lines = [l.strip() for l in sys.stdin if l.strip()]
    for m in lines:
        if m == '-':
            m = ''
        print(m or '-', F(board(m), 1 + (len(m) % 2)))
