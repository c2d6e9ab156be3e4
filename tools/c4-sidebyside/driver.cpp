// Side-by-side driver: reads "MOVES [SCORE]" lines (columns 1-7, Pons' format), solves
// each with a cleared table, prints "MOVES SCORE MICROSECONDS NODES". argv[1]=="weak" for weak.
#include <chrono>
#include <iostream>
#include <string>
#include "solver/position.h"
#include "solver/solver.h"
int main(int argc, char **argv) {
    bool weak = argc > 1 && std::string(argv[1]) == "weak";
    Solver solver{};
    std::string line;
    while (std::getline(std::cin, line)) {
        Position pos{};
        std::string moves;
        for (char c : line) { if (c == ' ') break; if (c >= '1' && c <= '7') { pos.move(c - '1'); moves += c; } }
        solver.clear_state();
        auto t0 = std::chrono::steady_clock::now();
        int score = weak ? solver.solve_weak(pos) : solver.solve_strong(pos);
        auto us = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - t0).count();
        std::cout << (moves.empty() ? "-" : moves) << " " << score << " " << us << " " << solver.get_merged_stats().get_num_nodes() << std::endl;
    }
}
